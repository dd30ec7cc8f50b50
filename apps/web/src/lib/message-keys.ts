import type { TMessageKey, TMessageParams } from '@eform/core/messages';

/** A catalogue key whose text has no `{param}`: safe to keep in data and pass to `t()` later. */
export type TPlainMessageKey = {
  [K in TMessageKey]: [keyof TMessageParams<K>] extends [never] ? K : never;
}[TMessageKey];
