// Limits of the guest surfaces (issue 17): what a visitor without sign-in may ask and send.

/** A guest's registration search needs a query of at least this many characters. */
export const GUEST_SEARCH_MIN_QUERY_LENGTH = 3;
/** Guest searches per address and form per minute. */
export const GUEST_SEARCHES_PER_MINUTE = 30;
/** Default of a guest form's `settings.guest_submits_per_hour` (all addresses together). */
export const GUEST_SUBMITS_PER_HOUR_DEFAULT = 100;
/** Highest `settings.guest_submits_per_hour` an owner may choose. */
export const GUEST_SUBMITS_PER_HOUR_MAX = 10_000;
/** A guest submit's proof-of-work challenge must be solved and sent within this many seconds. */
export const GUEST_CHALLENGE_TTL_SECONDS = 600;
/**
 * Guest map reads (api/guest/datasource/..., api/guest/map/...) and a guest form's datasource
 * reads per address per minute: a public map asks again on every status filter change and, for a
 * live layer, on every move.
 */
export const GUEST_MAP_READS_PER_MINUTE = 120;
/** The path segment of the guest map calls that asks for every status. */
export const GUEST_MAP_ALL_STATUSES = 'all';
/** The separator of the statuses in the path of the guest map calls. */
export const GUEST_MAP_STATUS_SEPARATOR = '||';
