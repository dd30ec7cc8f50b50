/**
 * The audit log (issue 34): who viewed, exported, changed what, when and from where. Other
 * modules record an action through `recordAudit(request, …)` after it succeeded; the entries are
 * written in batches off the request's path by the app's writer (`app.audit`). The app alone
 * imports audit.routes.ts.
 */

export { insertAuditEntries as writeAuditEntries } from './audit.repository';
export { purgeExpiredAuditEntries } from './audit.service';
export { registerAuditPurgeJob } from './audit-purge.job';
export { auditEntryOf, recordAudit, type TAuditAct } from './audit-request';
export {
  AUDIT_FLUSH_INTERVAL_MS,
  AUDIT_FLUSH_MAX_ENTRIES,
  createAuditWriter,
  type TAuditRecord,
  type TAuditWriter,
} from './audit-writer';
