import type { TElement } from '../elements';

type TShape = (value: unknown) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString: TShape = (value) => typeof value === 'string';
/** A number or the text of one; whether it reads as a number is the content check's message. */
const isNumberish: TShape = (value) => typeof value === 'string' || typeof value === 'number';
const listOf =
  (item: TShape): TShape =>
  (value) =>
    Array.isArray(value) && value.every(item);
const oneOrMore =
  (item: TShape): TShape =>
  (value) =>
    item(value) || listOf(item)(value);
const optional = (check: TShape) => (value: unknown) =>
  value === undefined || value === null || check(value);
const fields =
  (shape: Record<string, TShape>): TShape =>
  (value) =>
    isRecord(value) && Object.entries(shape).every(([key, check]) => check(value[key]));

/**
 * A file value: a stored file is referenced by its url (and file_id), a file picked offline
 * carries base64 until it is stored. Which files a url may name is the server's check.
 */
const isFileValue = fields({
  url: optional(isString),
  file_id: optional(isString),
  name: optional(isString),
  filename: optional(isString),
  base64: optional(isString),
  size: optional((v) => typeof v === 'number' && Number.isFinite(v)),
  type: optional(isString),
});
// A location not measured yet has null coordinates: the GPS check says it is missing.
const isCoordinate = fields({
  lat: optional(isNumberish),
  lon: optional(isNumberish),
  accuracy: optional(isNumberish),
});
const isTrackingPoint = fields({
  timestamp: isNumberish,
  lat: isNumberish,
  lon: isNumberish,
  accuracy: optional(isNumberish),
});
const isSelectedFeature = fields({
  id: optional(isNumberish),
  name: optional(isString),
  data: optional(isRecord),
});
const isTransition = fields({
  next_phase: optional(isNumberish),
  username: optional(isString),
  triggered: optional((v) => typeof v === 'boolean'),
  triggered_date: optional(isString),
});

/** The shape of a (non-empty) value per element type; types absent here carry no value. */
const SHAPES: Partial<Record<TElement['elementType'], TShape>> = {
  text: isString,
  textarea: isString,
  email: isString,
  qrCodeScanner: isString,
  date: isString,
  time: isString,
  datetime: isString,
  number: isNumberish,
  decimal: isNumberish,
  radio: isNumberish,
  select: isNumberish,
  checkbox_single: (value) => typeof value === 'boolean',
  checkbox_multiple: listOf(isNumberish),
  file: oneOrMore(isFileValue),
  image: oneOrMore(isFileValue),
  signature: oneOrMore(isFileValue),
  gps: isCoordinate,
  tracking: listOf(isTrackingPoint),
  map: listOf(isSelectedFeature),
  search: listOf(isSelectedFeature),
  subform: listOf(isRecord),
  stateTransition: isTransition,
};

/**
 * Whether a value has the shape its element's values have: a text is a string, a choice one of
 * the option values' kind, files a list of file values, a location a coordinate, and so on. The
 * content checks (length, format, options, sizes) come after, in `validateValue`; this one keeps
 * what a person could not have typed (an object in a text field, a url instead of a file list)
 * out of a registration. Empty values (undefined, null, '', []) always fit; worked-out values
 * (calculation, computed, autoIncrement) are recomputed by the server and fit whatever they are.
 */
export function hasValueShape(element: TElement, value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  const shape = SHAPES[element.elementType];
  return shape === undefined || shape(value);
}
