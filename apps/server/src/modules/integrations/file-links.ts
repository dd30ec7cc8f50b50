import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TDb } from '../../db/client';
import { serverSecret } from '../../db/server-secrets';

/**
 * Signed links to a registration's files for the receivers of a webhook (issue 31 §2): they
 * work without an api key for {@link FILE_LINK_DAYS} days. The token is the file's uuid, its
 * expiry (unix seconds) and an HMAC-SHA256 of both with a server secret ('hook-file-links',
 * made at first use in PostgreSQL, the same on every app server): nobody can make or stretch
 * one without it. `GET /api/hook-file/{token}` (hook-files.routes.ts) serves it.
 */

/** How long a signed file link works. */
export const FILE_LINK_DAYS = 7;

const SECRET_NAME = 'hook-file-links';
const DAY_SECONDS = 86_400;
const TOKEN =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,12})\.([\w-]{43})$/;

const keys = new WeakMap<TDb, Promise<string>>();

function linkKey(db: TDb): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = serverSecret(db, SECRET_NAME, () => randomBytes(32).toString('base64url'));
    // A failed read is tried again by the next caller.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const signatureOf = (key: string, fileUuid: string, expires: number) =>
  createHmac('sha256', key).update(`${fileUuid}.${expires}`).digest('base64url');

/**
 * A signer of file links valid {@link FILE_LINK_DAYS} days from `now`, under `publicUrl`: one
 * read of the key however many files a payload has.
 */
export async function fileLinkSigner(
  db: TDb,
  publicUrl: string,
  now = Date.now(),
): Promise<(fileUuid: string) => string> {
  const key = await linkKey(db);
  const expires = Math.floor(now / 1000) + FILE_LINK_DAYS * DAY_SECONDS;
  const base = publicUrl.replace(/\/+$/, '');
  return (fileUuid) => {
    const id = fileUuid.toLowerCase();
    return `${base}/api/hook-file/${id}.${expires}.${signatureOf(key, id, expires)}`;
  };
}

/**
 * The file a link's token names: its uuid when the signature holds and it has not expired,
 * 'expired' when the signature holds but the time is up, undefined for anything else.
 */
export async function verifyFileLink(
  db: TDb,
  token: string,
  now = Date.now(),
): Promise<string | 'expired' | undefined> {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const [, fileUuid = '', expiresText = '', signature = ''] = match;
  const expires = Number(expiresText);
  const expected = Buffer.from(signatureOf(await linkKey(db), fileUuid, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return expires * 1000 <= now ? 'expired' : fileUuid;
}
