import { type TPlainKeys, translator } from '../format';
import { clientsAuditLogMessages } from './audit-log';
import { clientUsersMessages } from './client-users';
import { clientsAdminMessages } from './clients-admin';
import { clientsCreditsGroupsMessages } from './credits-groups';
import { clientsDashboardAdminMessages } from './dashboard-admin';
import { clientsDatasourcesMessages } from './datasources';
import { clientsDatesMessages } from './dates';
import { clientsSpecTextsMessages } from './spec-texts-clients';
import { clientsSubjectRequestsMessages } from './subject-requests';

/**
 * The Dutch texts only the screens of document 3 show: clients, users, groups, credits, modules,
 * datasources and self-registration. A catalogue of its own (import
 * '@eform/core/messages/clients') so that they load with those screens' chunks, never with the
 * filler's entry chunk. The server may import it for the same texts.
 */
export const CLIENTS_MESSAGES = {
  ...clientsSpecTextsMessages,
  ...clientsAdminMessages,
  ...clientUsersMessages,
  ...clientsCreditsGroupsMessages,
  ...clientsDatasourcesMessages,
  ...clientsDashboardAdminMessages,
  ...clientsDatesMessages,
  ...clientsSubjectRequestsMessages,
  ...clientsAuditLogMessages,
} as const;

/** A key of the clients catalogue. */
export type TClientsMessageKey = keyof typeof CLIENTS_MESSAGES;

/** A clients key whose text has no `{param}`. */
export type TPlainClientsMessageKey = TPlainKeys<typeof CLIENTS_MESSAGES>;

/**
 * The text for `key` with its `{name}` placeholders filled in (like `t`).
 * @example tc('clients.created', { name: 'Demo Gemeente' })
 */
export const tc = translator(CLIENTS_MESSAGES);

/** The parts, for the catalogue test (no key in two parts, none shared with another catalogue). */
export const CLIENTS_MESSAGE_PARTS: Record<string, Record<string, string>> = {
  clientsSpecTexts: clientsSpecTextsMessages,
  clientsDates: clientsDatesMessages,
  clientsAdmin: clientsAdminMessages,
  clientUsers: clientUsersMessages,
  clientsCreditsGroups: clientsCreditsGroupsMessages,
  clientsDatasources: clientsDatasourcesMessages,
  clientsDashboardAdmin: clientsDashboardAdminMessages,
  clientsSubjectRequests: clientsSubjectRequestsMessages,
  clientsAuditLog: clientsAuditLogMessages,
};
