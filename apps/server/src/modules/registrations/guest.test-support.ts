import { randomUUID } from 'node:crypto';
import type { TGuestChallenge } from '@eform/core/api/registrations';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { TApp } from '../../app';
import type { TDb } from '../../db/client';
import type { TFormRow } from '../access';
import { createGuestChallenge } from './guest-challenge';

/** What the guest tests share: a solved challenge and a guest submit carrying one. */

/** The `altcha` field of a guest submit: a challenge of the form, fetched and solved. */
export async function solvedChallenge(app: TApp, guestId: string): Promise<string> {
  const answer = await app.inject({ method: 'GET', url: `/api/guest/form/${guestId}/challenge` });
  if (answer.statusCode !== 200) throw new Error(`challenge: ${answer.statusCode} ${answer.body}`);
  return solved(answer.json());
}

/** A challenge solved as the browser does, as the submit's `altcha` field. */
async function solved(challenge: TGuestChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * POST /api/guest/form/{guest_id} from `ip` with a fresh fill_token; with a newly solved
 * challenge unless `altcha` is given (null: none at all).
 */
export async function guestSend(
  app: TApp,
  guest: { guestId: string; formId: string; ip: string },
  values: Record<string, unknown>,
  altcha?: string | null,
) {
  const altchaField = altcha === undefined ? await solvedChallenge(app, guest.guestId) : altcha;
  return app.inject({
    method: 'POST',
    url: `/api/guest/form/${guest.guestId}`,
    remoteAddress: guest.ip,
    payload: {
      form_id: guest.formId,
      fill_token: randomUUID(),
      values,
      ...(altchaField === null ? {} : { altcha: altchaField }),
    },
  });
}

/** A solved `altcha` field for `form` made without HTTP (route fixtures have no app yet). */
export async function solvedChallengeOf(db: TDb, form: TFormRow): Promise<string> {
  return solved(await createGuestChallenge(db, form));
}
