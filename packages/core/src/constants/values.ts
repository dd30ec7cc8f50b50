import { MAX_FILE_SIZE_BYTES } from './files';

// The longest a filled-in value may be, per element type (issue 29). The spec gives none (only the
// optional min/max length rules an admin sets on text and textarea); these are the hard limits the
// filler and the server both check (core's `validateValue`), whatever a form's own rules say, so one
// value can never make a PDF, mail or export slow for everybody. Lengths are in characters (UTF-16
// code units, as JavaScript counts them).

/** A text element is one line: names, addresses, references. */
export const TEXT_VALUE_MAX_LENGTH = 1_000;
/**
 * A textarea: some 40 pages of plain prose. Its registration PDF renders in 0.2-0.3 s (2 busy
 * cores); the 10 MB value of the probe took 43 s.
 */
export const TEXTAREA_VALUE_MAX_LENGTH = 100_000;
/** An e-mail address: RFC 5321's 256-character path less its angle brackets. */
export const EMAIL_VALUE_MAX_LENGTH = 254;
/** A scanned code: the most a QR code holds (version 40, numeric). */
export const QR_CODE_VALUE_MAX_LENGTH = 7_089;
/** A number or decimal as typed, and each coordinate or accuracy of a location. */
export const NUMBER_VALUE_MAX_LENGTH = 100;
/** A date, time or datetime as the pickers write it (an ISO text, with room for an offset). */
export const DATE_VALUE_MAX_LENGTH = 100;
/**
 * One chosen option value (radio, select, checkbox list) and the short texts inside structured
 * values: a selected feature's id and name, a phase transition's user and date.
 */
export const OPTION_VALUE_MAX_LENGTH = 1_000;
/** A file value's name, filename, type and file_id (a file system's longest name). */
export const FILE_NAME_MAX_LENGTH = 255;
/**
 * A file value's url or base64: a file picked offline carries its bytes as a data URL, so the
 * base64 of the largest file allowed plus room for the `data:<type>;base64,` prefix.
 */
export const FILE_DATA_MAX_LENGTH = Math.ceil(MAX_FILE_SIZE_BYTES / 3) * 4 + 1_000;
/** Files in one file, image or signature value. */
export const FILES_MAX_PER_VALUE = 100;
/** Points of one tracking value: a whole day at one measured position a second. */
export const TRACKING_MAX_POINTS = 100_000;
/** Features selected in one map or search value (the elements' own maxima are far lower). */
export const SELECTED_FEATURES_MAX = 1_000;
/** A selected feature's data (a datasource item's or map feature's fields), as JSON. */
export const FEATURE_DATA_MAX_LENGTH = 100_000;
/** Values in one checkbox list (the element's options, when it has them, count first). */
export const CHOICES_MAX = 1_000;
/**
 * A value of an element that has no typed value of its own (a linked form's button), as JSON:
 * stored as it came, so it is bounded like a textarea.
 */
export const OTHER_VALUE_MAX_LENGTH = 100_000;
/**
 * The fields of a structured value (a file, a location, a feature) its shape does not name,
 * together as JSON: a client's own bookkeeping, stored as it came.
 */
export const VALUE_EXTRA_FIELDS_MAX_LENGTH = 1_000;
