import type { TElement } from './element-schema';

/** Makes a new uuid. Injected where callers (tests, the server) want predictable ones. */
export type TUuidGenerator = () => string;

/** What the uuid helpers take: a generator that never repeats itself. */
export interface TUuidOptions {
  /** Defaults to {@link randomUuid}. */
  uuid?: TUuidGenerator;
}

/**
 * A random version 4 uuid. Core has no DOM or Node typings, so `crypto` is read through a local
 * declaration; `crypto.randomUUID` exists in browsers, workers and Node 20. Where it is missing
 * (an old browser on plain http) a Math.random fallback gives the same shape: element uuids
 * identify elements within a form, they are no secret.
 */
export function randomUuid(): string {
  const cryptoApi = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (cryptoApi?.randomUUID) return cryptoApi.randomUUID();
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
    const r = Math.floor(Math.random() * 16);
    return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16);
  });
}

type TRaw = Record<string, unknown>;

const isRecord = (value: unknown): value is TRaw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function assignLevel(level: unknown[], seen: Set<string>, next: TUuidGenerator): unknown[] {
  return level.map((item) => {
    if (!isRecord(item)) return item;
    const { uuid } = item;
    const keep = typeof uuid === 'string' && uuid.trim() !== '' && !seen.has(uuid);
    const own = keep ? uuid : next();
    seen.add(own);
    const out: TRaw = keep ? item : { ...item, uuid: own };
    const subform = item.subform;
    if (!isRecord(subform) || !Array.isArray(subform.schema)) return out;
    return { ...out, subform: { ...subform, schema: assignLevel(subform.schema, seen, next) } };
  });
}

/**
 * Schema JSON in which every element, also inside subforms, has a uuid of its own. `ZSchema`
 * requires uuids because the editor, renderer, server and offline store address elements by
 * them; legacy or imported schemas may lack them, or repeat one (a copied element). So a missing,
 * blank or non-string uuid, or one already used earlier in the schema (depth first), is replaced
 * by a new one; the others are kept. The input is not changed. Anything but an array is returned
 * as is, for the parse to report.
 * @example ZSchema.parse(assignElementUuids(storedJson))
 */
export function assignElementUuids(input: unknown, options: TUuidOptions = {}): unknown {
  if (!Array.isArray(input)) return input;
  return assignLevel(input, new Set(), options.uuid ?? randomUuid);
}

/**
 * A copy of the element with new uuids for it and every element nested in it, e.g. to add a
 * favourite or a duplicate to a form that already holds the original.
 */
export function renewElementUuids<T extends TElement>(element: T, options: TUuidOptions = {}): T {
  const next = options.uuid ?? randomUuid;
  const renew = (current: TElement): TElement =>
    current.elementType === 'subform' && current.subform
      ? {
          ...current,
          uuid: next(),
          subform: { ...current.subform, schema: current.subform.schema.map(renew) },
        }
      : { ...current, uuid: next() };
  return renew(element) as T;
}
