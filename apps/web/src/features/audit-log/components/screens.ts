// The audit log's chunk: loaded by the router (the client tab, the admin page) and by a
// registration's detail for its 'Wie heeft dit bekeken'.
export { AdminAuditLogPage } from './admin-audit-log-page';
export { ClientAuditLogPage } from './client-audit-log-page';
export { RegistrationAuditSection } from './registration-audit-section';
