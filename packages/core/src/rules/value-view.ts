import { ownValue, setOwnValue } from '../formula/values';
import { deepEqual } from './deep-equal';

type TValues = Readonly<Record<string, unknown>>;

/**
 * Values as 'set' actions have changed them so far, without copying the values object on every
 * round: a form's values are a large object (often in V8's slow dictionary mode, where a copy of
 * 200 fields costs far more than evaluating all the rules), so it is copied at most once, at the end.
 */
export class ValueView {
  private readonly overrides = new Map<string, unknown>();

  constructor(readonly base: TValues) {}

  /** The current value of `key` (an own field of the base unless a set action changed it). */
  get(key: string): unknown {
    return this.overrides.has(key) ? this.overrides.get(key) : ownValue(this.base, key);
  }

  /** Records a set action's result; setting a field back to its base value drops the change. */
  set(key: string, value: unknown): void {
    if (deepEqual(value, ownValue(this.base, key))) this.overrides.delete(key);
    else this.overrides.set(key, value);
  }

  /** The values as a record: the base itself when nothing changed, else one copy with the changes. */
  toRecord(): TValues {
    return this.overrides.size === 0 ? this.base : this.copy();
  }

  /** A fresh record with the changes applied, even when there are none. */
  copy(): Record<string, unknown> {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(this.base)) setOwnValue(copy, key, this.base[key]);
    for (const [key, value] of this.overrides) setOwnValue(copy, key, value);
    return copy;
  }
}
