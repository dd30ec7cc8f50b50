/** Longest retention term a form may set, in days or in months (ten years of days). */
export const RETENTION_AMOUNT_MAX = 3650;
/** The units of a sent-registrations term: calendar days or calendar months. */
export const RETENTION_UNITS = ['days', 'months'] as const;
/**
 * The daily retention run starts at this hour and minute (UTC): at night, beside but not on the
 * trash purge's minute, so the two big deletes do not meet.
 */
export const RETENTION_RUN_UTC = { hour: 3, minute: 29 } as const;
/** Rows deleted per statement by the retention run: small enough to keep each lock short. */
export const RETENTION_BATCH_SIZE = 500;
/** The retention panel asks the server for its preview count this long after the last edit. */
export const RETENTION_PREVIEW_DEBOUNCE_MS = 400;
