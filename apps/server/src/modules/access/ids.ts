import { DomainError } from '@eform/core/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMERIC = /^\d{1,9}$/;

/** Whether `value` is a uuid: ids from paths are checked before any query is made with them. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** A numeric id from a path; NOT_FOUND for anything else (no lookup for garbage). */
export function parseNumericId(value: string): number {
  if (!NUMERIC.test(value)) throw new DomainError('NOT_FOUND');
  return Number(value);
}

/** A client reference from a path: numeric id or uuid; null when neither. */
export function parseClientRef(value: string): { id: number } | { uuid: string } | null {
  if (NUMERIC.test(value)) return { id: Number(value) };
  if (UUID.test(value)) return { uuid: value.toLowerCase() };
  return null;
}
