/** User info is polled this often while signed in. */
export const USER_INFO_POLL_MS = 60000;
/** Autosave checks this often whether to save. */
export const AUTOSAVE_POLL_MS = 5000;
/** Autosave starts this long after the form has loaded. */
export const AUTOSAVE_START_DELAY_MS = 10000;
/** Autosave waits this long between saves. */
export const AUTOSAVE_COOLDOWN_MS = 30000;
/** Autosave waits this long after the first save. */
export const AUTOSAVE_FIRST_COOLDOWN_MS = 60000;
/**
 * On start, the device's saved registrations are cleaned up and synced this long after the page
 * went idle: never while the first screen (a form) is still loading.
 */
export const SAVED_REGISTRATIONS_START_DELAY_MS = 10000;
/** The tracking buffer is flushed into the value this often. */
export const TRACKING_FLUSH_MS = 15000;
/** Tolerance of the line simplification of a tracking buffer. */
export const TRACKING_SIMPLIFY_TOLERANCE = 2;
/** Submission stays disabled this long after a subform closes. */
export const SUBFORM_CLOSE_LOCK_MS = 1000;
/** The registration detail asks again this often while one of its e-mails is still on its way. */
export const DELIVERY_STATUS_POLL_MS = 5000;
/** The install prompt shows at most once per this many ms (24 hours). */
export const INSTALL_PROMPT_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Debounce of rule inputs. */
export const RULE_INPUT_DEBOUNCE_MS = 100;
/** Debounce of value changes while filling. */
export const FILL_DEBOUNCE_MS = 50;
/** Debounce of the registration search dialog query. */
export const SEARCH_DIALOG_DEBOUNCE_MS = 250;
/** Debounce of a search field's query to the server (a list too large to search on the device). */
export const SEARCH_QUERY_DEBOUNCE_MS = 300;
/** Map status filters are saved on the device this long after a change. */
export const STATUS_FILTER_SAVE_DEBOUNCE_MS = 1000;
/** Debounce of a map refresh. */
export const MAP_REFRESH_DEBOUNCE_MS = 100;
/** A public map asks the server for the statuses shown this long after the filter's last change. */
export const MAP_STATUS_FILTER_DEBOUNCE_MS = 500;

/** API responses are cached this many seconds. */
export const REQUEST_CACHE_SECONDS = 60;
/** Datasource responses are cached this many seconds (7 days) for offline use. */
export const DATASOURCE_CACHE_SECONDS = 604800;
