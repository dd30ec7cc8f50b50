import { z } from 'zod';

/** App version shown on the sign-in screen and in the side drawer. */
export const APP_VERSION = '1.86.0';
/** Time zone in which dates are shown unless a caller passes another. */
export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

/** Paid modules a client can enable. */
export const MODULES = ['word', 'map_element', 'location', 'tracking'] as const;
/** One paid module. */
export type TModule = (typeof MODULES)[number];
/** Zod schema of a module name. */
export const ZModule = z.enum(MODULES);

/** A client needs at least this many credits to send a registration. */
export const MIN_CREDITS_TO_SUBMIT = 1;
/** Credits expire this many years after purchase (default expiry in admin add). */
export const CREDITS_VALID_YEARS = 2;
/** Prices are held in cents; divide by this to get euros. */
export const CENTS_PER_EURO = 100;

/** Workflow phases a registration moves through, first to last. */
export const WORKFLOW_PHASES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
/** Default next_phase of a new stateTransition element. */
export const DEFAULT_NEXT_PHASE = 2;
/** Default assign_to_user of a stateTransition element; 0 means "not forwarded". */
export const DEFAULT_ASSIGN_TO_USER = 0;

/** Search element maxValues: lowest allowed. */
export const SEARCH_MAX_VALUES_MIN = 1;
/** Search element maxValues: highest allowed. */
export const SEARCH_MAX_VALUES_MAX = 10;
/** At most this many search options are displayed at once. */
export const SEARCH_OPTION_DISPLAY_LIMIT = 50;
/** Colour of a search item without a matching item style. */
export const SEARCH_DEFAULT_ITEM_COLOR = 'green';
/** Default number of rows of a textarea element. */
export const TEXTAREA_DEFAULT_ROWS = 3;
/** Default width in px of an image element. */
export const IMAGE_DEFAULT_WIDTH = 300;
/** Header levels a header element can use. */
export const HEADER_LEVELS = ['h1', 'h2', 'h3', 'h4'] as const;
/** Calculations and subform sums are rounded to this many decimals. */
export const CALCULATION_DECIMALS = 2;
/** Schema column labels are cut to this many characters (plus an ellipsis). */
export const LABEL_MAX_LENGTH = 150;
/** File name of a signature value. */
export const SIGNATURE_FILE_NAME = 'Handtekening.png';

/** Tapping the avatar this many times opens the debug screen. */
export const AVATAR_TAPS_FOR_DEBUG = 10;
/** Camera and file-input diagnostics page. */
export const DEBUG_IOS_PATH = '/debug/ios-debugging';
/** Not-found page every unknown path redirects to. */
export const NOT_FOUND_PATH = '/404';
