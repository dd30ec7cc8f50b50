import { processCache } from '../../db/process-caches';
import type { TFormRow } from '../access';
import type { TAuth } from '../auth';
import type { TSubmitGuard } from './submit.repository';

/**
 * What formForUser found for a user's submits on a form, kept for FILL_CACHE_MS so a filler
 * sending many registrations does not look the form and their access up every time. Never
 * trusted blindly: the submit statement stores nothing unless the form is still at this revision
 * and published, and the user's membership and sharing still allow it (the row's TSubmitGuard);
 * otherwise, and for any refusal made with cached data, the submit runs again on a fresh lookup
 * (submit.service.ts).
 */
export interface TFillAccess {
  form: TFormRow;
  guard: TSubmitGuard;
}

const FILL_CACHE_MS = 30_000;
const FILL_CACHE_MAX = 2000;
const fillCache = processCache(new Map<string, TFillAccess & { until: number }>());

const fillKey = (auth: TAuth, formRef: string) =>
  `${formRef.toLowerCase()}:${auth.user.id}:${auth.user.globalRoles.join(',')}`;

/** The cached form and access of the user's submits on `formRef`, while fresh. */
export function cachedFillAccess(auth: TAuth, formRef: string): TFillAccess | undefined {
  const found = fillCache.get(fillKey(auth, formRef));
  return found && Date.now() < found.until ? found : undefined;
}

/** Keeps what a fresh lookup found (see {@link TFillAccess}). */
export function cacheFillAccess(auth: TAuth, formRef: string, access: TFillAccess): void {
  if (fillCache.size >= FILL_CACHE_MAX) fillCache.clear();
  fillCache.set(fillKey(auth, formRef), { ...access, until: Date.now() + FILL_CACHE_MS });
}

/** Forgets the cached entry: it was refused or its guard failed. */
export function forgetFillAccess(auth: TAuth, formRef: string): void {
  fillCache.delete(fillKey(auth, formRef));
}
