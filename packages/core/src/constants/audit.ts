/** Entries of the audit log in one page of its list (issue 34). */
export const AUDIT_LOG_PAGE_SIZE = 50;

/** How long audit log entries are kept when AUDIT_LOG_RETENTION_DAYS is not set: a year. */
export const AUDIT_LOG_RETENTION_DEFAULT_DAYS = 365;

/**
 * The shortest retention AUDIT_LOG_RETENTION_DAYS accepts. The database refuses to delete a
 * younger row (the migration's trigger), so a shorter setting could never be honoured anyway.
 */
export const AUDIT_LOG_RETENTION_MIN_DAYS = 30;
