/** Page size meaning "all rows". */
export const PAGE_SIZE_ALL = -1;
/** Page-size options of list tables (doc 1, 2, 3 §9). */
export const LIST_PAGE_SIZES = [10, 25, 50, 100, PAGE_SIZE_ALL] as const;
/** Default page size of list tables: all. */
export const DEFAULT_LIST_PAGE_SIZE = PAGE_SIZE_ALL;
/**
 * Page-size options of a form's registrations list (doc 2 §9: 10, 20, 50, 100), the
 * `items_per_page` GET api/form/{form_id}/registrations accepts.
 */
export const REGISTRATION_PAGE_SIZES = [10, 20, 50, 100] as const;
/**
 * The registrations list's page size until the manager picks another (the spec names only the
 * options); the list and its address without `items_per_page` use it.
 */
export const DEFAULT_REGISTRATION_PAGE_SIZE = 20;
/** Page size of the guest registration search dialog (doc 1: default page size 10). */
export const REGISTRATION_SEARCH_PAGE_SIZE = 10;
/** Page size of GET /api/my-registrations ('Mijn registraties'; the spec fixes none). */
export const MY_REGISTRATIONS_PAGE_SIZE = 25;
/** page[limit] of the dashboard reports of a year or month. */
export const DASHBOARD_REPORT_PAGE_LIMIT = 366;
/** Number of days (and page[limit]) of the recent dashboard reports; today excluded. */
export const DASHBOARD_RECENT_DAYS = 30;
/** Year options of the dashboard and credit chart: the current year and the 9 before. */
export const CHART_YEAR_COUNT = 10;

/** Toasts close after this many ms. */
export const TOAST_TIMEOUT_MS = 4000;
/** At most this many toasts at once. */
export const TOAST_MAX = 20;

/** Large dialog width in px (client modules, add user to terms list). */
export const MODAL_WIDTH_LARGE = 950;
/** Medium dialog width in px; also the element editor dialog's max width. */
export const MODAL_WIDTH_MEDIUM = 800;
/** Small dialog width in px. */
export const MODAL_WIDTH_SMALL = 700;
/** Max width in px of the client's terms users list. */
export const TERMS_USERS_LIST_MAX_WIDTH = 400;
