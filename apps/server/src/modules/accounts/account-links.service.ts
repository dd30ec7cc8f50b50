import { DomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import { isUuid } from '../access';
import { forgetCachedSessions, hashPassword, signInVerifiedUser, type TLoginResult } from '../auth';
import { accountMailQueueReady, queueAccountMail } from './account-mail.job';
import { assertAccountTokenUsable, consumeAccountToken } from './account-tokens';
import {
  findClientByUuid,
  findClientForm,
  findOrCreateUser,
  findUserByEmail,
  findUserById,
  insertMembership,
  revokeUserSessions,
  setPasswordHash,
  shareFormWithUser,
} from './accounts.repository';
import {
  forgetSetPasswordAttempts,
  reserveMailRequest,
  reserveSetPasswordAttempt,
} from './mail-requests';

async function assertMailQueue(db: TDb): Promise<void> {
  if (!(await accountMailQueueReady(db))) throw new DomainError('SERVICE_UNAVAILABLE');
}

/**
 * A forgotten password: the account of `email`, if there is one, gets a reset mail. The caller
 * answers the same either way, so the answer tells nobody whether the address has an account.
 */
export async function requestPasswordReset(db: TDb, email: string, ip: string): Promise<void> {
  await reserveMailRequest(db, email, ip);
  await assertMailQueue(db);
  const user = await findUserByEmail(db, email);
  if (user) await queueAccountMail(db, { kind: 'reset', user_id: user.id, client_id: null });
}

/**
 * Sets the password with a link's token (once; see consumeAccountToken) and signs the user in:
 * the answer is a login's. Every other session of the user ends. Attempts are rate limited per
 * token and per IP (reserveSetPasswordAttempt), before the token is looked up.
 */
export async function setPasswordWithToken(
  db: TDb,
  input: { token: string; password: string; userAgent: string | undefined; ip: string },
  now = new Date(),
): Promise<TLoginResult> {
  await reserveSetPasswordAttempt(db, input.token, input.ip, now);
  // Checked before the slow hash (made-up tokens cost nothing), hashed before the transaction
  // (no row stays locked meanwhile), and checked again under the lock when used.
  await assertAccountTokenUsable(db, input.token, now);
  const passwordHash = await hashPassword(input.password);
  const result = await db.transaction(async (tx) => {
    const token = await consumeAccountToken(tx, input.token, now);
    const user = await findUserById(tx, token.userId);
    if (!user) throw new DomainError('NOT_FOUND', { messageKey: 'server.account.tokenUnknown' });
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, now);
    return signInVerifiedUser(tx, user, input.userAgent, now);
  });
  forgetCachedSessions(result.user.id);
  await forgetSetPasswordAttempts(db, input.token);
  return result;
}

/** The client and form a self-registration link names; the spec's two texts when invalid. */
async function registrationTarget(db: TDb, clientUuid: string, formId: string | null | undefined) {
  const client = isUuid(clientUuid)
    ? await findClientByUuid(db, clientUuid.toLowerCase())
    : undefined;
  if (!client) throw new DomainError('NOT_FOUND', { messageKey: 'server.register.clientNotFound' });
  if (!formId) return { client, form: null };
  const form = isUuid(formId)
    ? await findClientForm(db, client.id, formId.toLowerCase())
    : undefined;
  if (!form) throw new DomainError('NOT_FOUND', { messageKey: 'server.register.formInvalid' });
  return { client, form };
}

/** What the self-registration page shows (doc 3 'Self-registration'). */
export async function getRegistrationInfo(db: TDb, clientUuid: string, formId: string | undefined) {
  return registrationTarget(db, clientUuid, formId);
}

/**
 * Self-registration: the user of `email` (made without password when new) becomes a form filler
 * of the client, and the form of the link is shared with them. A new account (or one without a
 * password yet) gets the welcome mail; an existing account a mail saying so, with a reset link.
 * The caller answers the same either way.
 */
export async function registerUser(
  db: TDb,
  input: { email: string; clientUuid: string; formId: string | null | undefined; ip: string },
): Promise<void> {
  const { client, form } = await registrationTarget(db, input.clientUuid, input.formId);
  await reserveMailRequest(db, input.email, input.ip);
  await assertMailQueue(db);
  await db.transaction(async (tx) => {
    const { user } = await findOrCreateUser(tx, input.email);
    await insertMembership(tx, {
      userId: user.id,
      clientId: client.id,
      roles: [],
      requireTerms: false,
    });
    if (form) await shareFormWithUser(tx, form, user.id);
    await queueAccountMail(tx, {
      kind: user.passwordHash ? 'registered' : 'welcome',
      user_id: user.id,
      client_id: client.id,
    });
  });
}
