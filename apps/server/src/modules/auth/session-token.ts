import { createHash, randomBytes } from 'node:crypto';

/** Sessions expire after this many days without use (sliding). */
export const SESSION_IDLE_DAYS = 30;

/** Use of a session is written back at most this often, not on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new random api key (256 bits, URL-safe). */
export function createSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored for a token: its SHA-256 (a fast hash suffices for 256 random bits). */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Expiry of a session used at `now`. */
export function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + SESSION_IDLE_DAYS * DAY_MS);
}
