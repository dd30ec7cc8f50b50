import { DomainError } from '@eform/core/errors';
import { hasPermission, permissionsForRoles } from '@eform/core/permissions';
import type { TDb } from '../../db/client';
import { type TAccount, userRoles } from '../current-user';
import { listAttackedAccounts, type TAttackedAccountRow } from './auth.repository';
import { LOGIN_ATTACK_FAILURES, LOGIN_WINDOW_MS } from './rate-limit';

// A screenful: an attack on more accounts than this is visible from the first rows already.
const MAX_LISTED = 100;

/** What the warn line of an attack needs: pino's or Fastify's logger. */
export interface TAttackLog {
  warn(fields: object, message: string): void;
}

/**
 * Logs an account passing the attack threshold. The account id only: never the e-mail typed
 * (for an unknown account it may be anything) and never the password.
 */
export function logLoginAttack(
  log: TAttackLog | undefined,
  accountId: number | null,
  attack: { failures: number; addresses: number },
): void {
  log?.warn(
    {
      route: 'POST /api/user/login',
      accountId,
      failures: attack.failures,
      addresses: attack.addresses,
      windowMinutes: LOGIN_WINDOW_MS / 60_000,
    },
    'many failed sign-ins on one account',
  );
}

/**
 * The accounts under attack now (at least {@link LOGIN_ATTACK_FAILURES} failures within the
 * window), for a user with 'eform admin dashboard' (a global permission: admins); others get
 * FORBIDDEN.
 */
export async function listLoginAttacks(
  db: TDb,
  user: TAccount,
  now = new Date(),
): Promise<{ windowMinutes: number; accounts: TAttackedAccountRow[] }> {
  if (!hasPermission(permissionsForRoles(userRoles(user)), 'eform admin dashboard')) {
    throw new DomainError('FORBIDDEN');
  }
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const accounts = await listAttackedAccounts(db, since, LOGIN_ATTACK_FAILURES, MAX_LISTED);
  return { windowMinutes: LOGIN_WINDOW_MS / 60_000, accounts };
}
