// The audit log's public entry (issue 34): a lazy feature, so only its loader is exported. Its
// screens (the client's 'Auditlog' tab, the admins' page, a registration's 'Wie heeft dit
// bekeken') share one chunk, off the fill path.

/** Loads the audit log screens (one chunk, see components/screens.ts). */
export const loadAuditLogScreens = () => import('./components/screens');
