import { createHmac, randomBytes } from 'node:crypto';
import { type TGuestChallenge, ZGuestChallenge } from '@eform/core/api/registrations';
import { GUEST_CHALLENGE_TTL_SECONDS } from '@eform/core/constants';
import { DomainError } from '@eform/core/errors';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import type { TDb } from '../../db/client';
import { serverSecret } from '../../db/server-secrets';
import type { TFormRow } from '../access';
import { useChallenge } from './guest-protection.repository';

/**
 * The proof of work of a guest submit (ALTCHA v2, issue 17): a guest fetches a challenge, its
 * browser solves it when the registration is sent, the submit carries the solution. Each
 * challenge is signed with a server secret (made at first use, in PostgreSQL, shared by all app
 * servers), bound to its form, valid {@link GUEST_CHALLENGE_TTL_SECONDS} and accepted once.
 */

/**
 * Deterministic mode: the server picks the counter at random up to this number, the solver tries
 * 0, 1, 2, ... until it finds it: at most this many SHA-256 hashes (WebCrypto), half on average,
 * no unlucky long tail. Measured in headless desktop Chromium: 5,000 hashes in about 20 ms, so
 * this is at most about 80 ms there and a few hundred ms on a slow phone.
 */
export const GUEST_CHALLENGE_MAX_COUNTER = 20_000;

const ALGORITHM = 'SHA-256';

interface TKeys {
  signature: string;
  key: string;
}
const keysByDb = new WeakMap<TDb, Promise<TKeys>>();

/** The two HMAC secrets, derived from the one stored secret 'altcha'. */
function keysOf(db: TDb): Promise<TKeys> {
  let keys = keysByDb.get(db);
  if (!keys) {
    keys = serverSecret(db, 'altcha', () => randomBytes(32).toString('base64url')).then(
      (secret) => ({
        signature: createHmac('sha256', secret).update('altcha-signature').digest('hex'),
        key: createHmac('sha256', secret).update('altcha-key').digest('hex'),
      }),
    );
    // A failed read is tried again by the next request.
    keys.catch(() => keysByDb.delete(db));
    keysByDb.set(db, keys);
  }
  return keys;
}

/** GET /api/guest/form/{guest_id}/challenge: a new challenge for a submit of this form. */
export async function createGuestChallenge(db: TDb, form: TFormRow): Promise<TGuestChallenge> {
  const keys = await keysOf(db);
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(GUEST_CHALLENGE_MAX_COUNTER, 0),
    deriveKey,
    data: { form: form.uuid },
    expiresAt: new Date(Date.now() + GUEST_CHALLENGE_TTL_SECONDS * 1000),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.key,
  });
  return ZGuestChallenge.parse(challenge);
}

const ZPayload = z.object({
  challenge: ZGuestChallenge,
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(256) }),
});

const refused = (code: 'VALIDATION' | 'FORBIDDEN') =>
  new DomainError(code, { messageKey: 'server.registration.challengeRefused' });

/** The `altcha` field: base64 of JSON {challenge, solution}; VALIDATION when it is not that. */
function parsePayload(altcha: string | undefined) {
  if (altcha === undefined) throw refused('VALIDATION');
  try {
    const parsed = ZPayload.safeParse(JSON.parse(Buffer.from(altcha, 'base64').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // Not base64 JSON: refused below like any other malformed payload.
  }
  throw refused('VALIDATION');
}

/**
 * Checks a guest submit's solved challenge before anything is counted or any credit taken:
 * missing or malformed 400; a wrong solution, another form's, expired or used before 403. On
 * success the challenge is marked used (PostgreSQL, until it expires).
 */
export async function verifyGuestChallenge(
  db: TDb,
  form: TFormRow,
  altcha: string | undefined,
): Promise<void> {
  const { challenge, solution } = parsePayload(altcha);
  const keys = await keysOf(db);
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.key,
  });
  const { expiresAt, data } = challenge.parameters as { expiresAt?: number; data?: unknown };
  const boundTo = (data as { form?: unknown } | undefined)?.form;
  if (!result.verified || boundTo !== form.uuid || !expiresAt) {
    throw refused('FORBIDDEN');
  }
  const signature = challenge.signature;
  if (!(await useChallenge(db, signature, new Date(expiresAt * 1000)))) throw refused('FORBIDDEN');
}
