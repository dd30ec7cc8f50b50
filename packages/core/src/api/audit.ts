import { z } from 'zod';
import { MAX_DB_INTEGER } from './common';

// A subpath of its own ('@eform/core/api/audit'), not re-exported by the api index: only the
// managers' and admins' audit screens use it, never the filler's entry chunk.

/**
 * Every action the audit log records (issue 34): views of a registration and its files,
 * exports and downloads, changes to registrations, users, roles, modules and credits, and the
 * reading of the log itself. `registration.review`, `registration.edit`, `subject.*` are written
 * by the review and subject-request modules.
 */
export const AUDIT_ACTIONS = [
  'registration.view',
  'registration.file',
  'registration.pdf',
  'registration.export',
  'export.download',
  'registration.resend',
  'registration.trash',
  'registration.restore',
  'registration.edit',
  'registration.review',
  'registration.delete',
  'subject.export',
  'subject.erase',
  'user.add',
  'user.remove',
  'user.roles',
  'client.modules',
  'client.credits',
  'audit.read',
  'audit.export',
] as const;
/** One action of {@link AUDIT_ACTIONS}. */
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];
/** Zod schema of an audit action. */
export const ZAuditAction = z.enum(AUDIT_ACTIONS);

/** What kind of object an entry is about. */
export const AUDIT_OBJECT_TYPES = [
  'registration',
  'form',
  'file',
  'export',
  'user',
  'client',
  'audit_log',
  'subject',
] as const;
/** One object type of {@link AUDIT_OBJECT_TYPES}. */
export type TAuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

const ZAuditId = z.coerce.number().int().min(1).max(MAX_DB_INTEGER);

/** The filters of a client's audit log, its CSV export, and the admins' log. */
export const ZAuditLogQuery = z.object({
  registration_id: z.uuid().optional().describe('Uuid of a registration'),
  user_id: ZAuditId.optional().describe('Id of the acting user'),
  action: ZAuditAction.optional(),
  from: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('Entries at or after this moment (ISO 8601)'),
  to: z.iso.datetime({ offset: true }).optional().describe('Entries before this moment (ISO 8601)'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
/** The filters of an audit log read. */
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuery>;

/** The admins' filters: the client's as well as a client id. */
export const ZAdminAuditLogQuery = ZAuditLogQuery.extend({
  client_id: ZAuditId.optional().describe('Numeric id of a client'),
});
/** The admins' filters of the audit log. */
export type TAdminAuditLogQuery = z.infer<typeof ZAdminAuditLogQuery>;

/** Who acted: the name is the one the user had when the entry was written. */
export const ZAuditUser = z.object({ id: z.number().int(), display_name: z.string() });

/** One entry of the audit log. */
export const ZAuditEntry = z.object({
  at: z.iso.datetime({ offset: true }),
  user: ZAuditUser.nullable(),
  action: ZAuditAction,
  object_type: z.string(),
  object_id: z.string(),
  address: z.string().nullable().describe("The request's IP address"),
  client_id: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
/** One entry of the audit log. */
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** A page of the audit log, newest first; next_page is null on the last page. */
export const ZAuditLogPage = z.object({
  items: z.array(ZAuditEntry),
  next_page: z.number().int().nullable(),
});
/** A page of the audit log. */
export type TAuditLogPage = z.infer<typeof ZAuditLogPage>;
