import { PAGE_SIZE_ALL } from '@eform/core/constants';
import { DomainError } from '@eform/core/errors';
import { sanitizeRichText } from '@eform/core/format/rich-text';
import { hasPermission, permissionsForRoles, type TPermission } from '@eform/core/permissions';
import type { TDb } from '../../db/client';
import { assertPermission, isUuid, type TAsker, type TTenant } from '../access';
import { getClientCredits } from '../credits';
import { isAdmin, userRoles } from '../current-user';
import {
  countClientRegistrations,
  findClientByUuid,
  insertClient,
  listClientsPage,
  listMembers,
  listTermsUsers,
  memberIdsAmong,
  type TClientChanges,
  updateClient,
} from './client-admin.repository';
import { creditUsageChart } from './credit-chart';

/** Throws FORBIDDEN unless the account's own roles (not a client's) grant `permission`. */
export function assertGlobalPermission(asker: TAsker, permission: TPermission): void {
  if (!hasPermission(permissionsForRoles(userRoles(asker.user)), permission)) {
    throw new DomainError('FORBIDDEN');
  }
}

/**
 * A page of clients by name: every client (`all`, for 'eform manage all clients'), or the
 * user's own (all of them for an admin, as the client switcher lists them).
 */
export async function listClients(
  db: TDb,
  asker: TAsker,
  scope: 'all' | 'assigned',
  page: number,
  perPage: number,
) {
  if (scope === 'all') assertGlobalPermission(asker, 'eform manage all clients');
  const memberId = scope === 'all' || isAdmin(asker.user) ? undefined : asker.user.id;
  const limit = perPage === PAGE_SIZE_ALL ? null : perPage;
  const offset = limit === null ? 0 : (page - 1) * limit;
  return { ...(await listClientsPage(db, { memberId, limit, offset })), page, perPage };
}

export async function createClient(db: TDb, asker: TAsker, name: string) {
  assertGlobalPermission(asker, 'eform manage all clients');
  return insertClient(db, name);
}

/** The client as the overview and the edit screen show it ('eform view client'). */
export async function getClientDetail(db: TDb, tenant: TTenant) {
  assertPermission(tenant, 'eform view client');
  const clientId = tenant.client.id;
  const [credits, registrationsCount, termsUsers] = await Promise.all([
    getClientCredits(db, clientId),
    countClientRegistrations(db, clientId),
    listTermsUsers(db, clientId),
  ]);
  return { client: tenant.client, credits, registrationsCount, termsUsers };
}

/** The client detail of {@link getClientDetail}. */
export type TClientDetailData = Awaited<ReturnType<typeof getClientDetail>>;

export interface TClientUpdate {
  name?: string;
  lowCreditEmailLimit?: number;
  introText?: string;
  modules?: TClientChanges['modules'];
  termsUserIds?: number[];
}

const sameSet = <T>(a: readonly T[], b: readonly T[]) =>
  new Set(a).size === new Set(b).size && a.every((x) => b.includes(x));

/**
 * Saves a client edit ('eform edit client'). Modules and the terms list may be sent by anyone
 * (the screen sends what it loaded) but changed only with 'eform edit client modules' and
 * 'eform edit client terms users' (admin, eform_employee): a change without them is FORBIDDEN, so
 * a crafted request cannot enable paid modules. The intro text is stored sanitised (filtered
 * HTML); terms users must be members of the client.
 */
export async function editClient(
  db: TDb,
  tenant: TTenant,
  update: TClientUpdate,
): Promise<{ modules?: { from: string[]; to: string[] } }> {
  assertPermission(tenant, 'eform edit client');
  const clientId = tenant.client.id;
  const changes: TClientChanges = {
    name: update.name,
    lowCreditEmailLimit: update.lowCreditEmailLimit,
    registerIntroText:
      update.introText === undefined ? undefined : sanitizeRichText(update.introText),
  };
  if (update.modules !== undefined && !sameSet(update.modules, tenant.client.modules)) {
    assertPermission(tenant, 'eform edit client modules');
    changes.modules = [...new Set(update.modules)];
  }
  let termsUserIds: number[] | undefined;
  if (update.termsUserIds !== undefined) {
    const ids = [...new Set(update.termsUserIds)];
    const current = (await listTermsUsers(db, clientId)).map((user) => user.id);
    if (!sameSet(ids, current)) {
      assertPermission(tenant, 'eform edit client terms users');
      const members = await memberIdsAmong(db, clientId, ids);
      const stranger = update.termsUserIds.findIndex((id) => !members.has(id));
      if (stranger >= 0) {
        throw new DomainError('VALIDATION', {
          messageKey: 'server.error.fieldInvalid',
          params: { field: `terms_and_conditions_users.${stranger}.id` },
        });
      }
      termsUserIds = ids;
    }
  }
  const defined = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as TClientChanges;
  await updateClient(db, clientId, defined, termsUserIds);
  // A change of modules is what the audit log keeps of an edit (issue 34).
  return changes.modules
    ? { modules: { from: [...tenant.client.modules], to: changes.modules } }
    : {};
}

/** Name and intro text of a self-registration link's client; NOT_FOUND for any other uuid. */
export async function getPublicClient(db: TDb, uuid: string) {
  const client = isUuid(uuid) ? await findClientByUuid(db, uuid.toLowerCase()) : undefined;
  if (!client) throw new DomainError('NOT_FOUND');
  // Saved sanitised already; sanitised again for guests, whatever wrote the row.
  return { ...client, registerIntroText: sanitizeRichText(client.registerIntroText) };
}

/** The credit chart of the tenant's client ('eform view client'). */
export function clientCreditChart(db: TDb, tenant: TTenant, year: number, month?: number) {
  assertPermission(tenant, 'eform view client');
  return creditUsageChart(db, tenant.client.id, year, month);
}

/** The credit chart of all clients together ('eform manage all clients'). */
export function allClientsCreditChart(db: TDb, asker: TAsker, year: number, month?: number) {
  assertGlobalPermission(asker, 'eform manage all clients');
  return creditUsageChart(db, null, year, month);
}

/**
 * Who may be put on the terms list: the client's members ('eform edit client terms users'; the
 * users list of the users screens needs 'eform client add users', which eform_employee lacks).
 */
export function listTermsCandidates(db: TDb, tenant: TTenant) {
  assertPermission(tenant, 'eform edit client terms users');
  return listMembers(db, tenant.client.id);
}
