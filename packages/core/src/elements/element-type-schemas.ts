import { z } from 'zod';
import { HEADER_LEVELS } from '../constants';
import {
  ELEMENT_BASE,
  INPUT_BASE,
  REMEMBERED_INPUT_BASE,
  ZElementOption,
  ZFileReference,
  ZParserType,
} from './element-parts';
import { ZMapSettings, ZNumberish, ZSearchSettings } from './settings-schema';
import { ZLengthRules, ZRangeRules } from './validation-rule-schema';

// One schema per element type with exactly the settings of that type (document 2 'Schema
// element'); the subform, which nests a schema, is in element-schema.ts.

const ZFileSetting = z.union([z.string(), ZFileReference]).nullable().optional();
const ZSize = ZNumberish.nullable().optional();
const ZNumberFormatter = z.enum(['none', 'price']).optional();
const ZViewMode = z.enum(['horizontal', 'vertical']).optional();

/** A header: its text is the label, `component` the level h1-h4. */
export const ZHeaderElement = z.object({
  ...ELEMENT_BASE,
  elementType: z.literal('header'),
  component: z.enum(HEADER_LEVELS).optional(),
});
/** A block of (rich) text. */
export const ZStaticTextElement = z.object({
  ...ELEMENT_BASE,
  elementType: z.literal('staticText'),
  staticText: z.string().optional(),
});
/** An uploaded picture shown in the form. */
export const ZImageTagElement = z.object({
  ...ELEMENT_BASE,
  elementType: z.literal('imageTag'),
  image: ZFileSetting,
  width: ZSize,
  height: ZSize,
});
/** An uploaded file offered for download. */
export const ZStaticFileElement = z.object({
  ...ELEMENT_BASE,
  elementType: z.literal('staticFile'),
  file: ZFileSetting,
});

const textual = {
  ...REMEMBERED_INPUT_BASE,
  placeholder: z.string().optional(),
};

/** A single-line text field; optional length bounds. */
export const ZTextElement = z.object({
  ...textual,
  elementType: z.literal('text'),
  validation: ZLengthRules,
});
/** An e-mail address field. */
export const ZEmailElement = z.object({ ...textual, elementType: z.literal('email') });
/** A multi-line text field; `rows` high, optional length bounds. */
export const ZTextareaElement = z.object({
  ...textual,
  elementType: z.literal('textarea'),
  rows: ZNumberish.optional(),
  validation: ZLengthRules,
});
/** One checkbox (yes/no). */
export const ZCheckboxSingleElement = z.object({
  ...REMEMBERED_INPUT_BASE,
  elementType: z.literal('checkbox_single'),
});

const choices = {
  ...REMEMBERED_INPUT_BASE,
  options: z.array(ZElementOption).optional(),
};

/** Several options, any number of them ticked. */
export const ZCheckboxMultipleElement = z.object({
  ...choices,
  elementType: z.literal('checkbox_multiple'),
  viewMode: ZViewMode,
});
/** Several options, one chosen. */
export const ZRadioElement = z.object({
  ...choices,
  elementType: z.literal('radio'),
  viewMode: ZViewMode,
});
/** A drop-down list of options. */
export const ZSelectElement = z.object({
  ...choices,
  elementType: z.literal('select'),
  placeholder: z.string().optional(),
});

const numeric = {
  ...textual,
  number_formatter: ZNumberFormatter,
  validation: ZRangeRules,
};

/** A number with a decimal point; optional min and max. */
export const ZNumberElement = z.object({ ...numeric, elementType: z.literal('number') });
/** A number that also accepts a decimal comma; optional min and max. */
export const ZDecimalElement = z.object({ ...numeric, elementType: z.literal('decimal') });

const moment = { ...REMEMBERED_INPUT_BASE, defaultDateNow: z.boolean().optional() };

/** A date. */
export const ZDateElement = z.object({ ...moment, elementType: z.literal('date') });
/** A time of day. */
export const ZTimeElement = z.object({ ...moment, elementType: z.literal('time') });
/** A date and time. */
export const ZDatetimeElement = z.object({ ...moment, elementType: z.literal('datetime') });

/** Photos taken or chosen by the filler. */
export const ZImageElement = z.object({
  ...INPUT_BASE,
  elementType: z.literal('image'),
  width: ZSize,
  height: ZSize,
  useOnlyCamera: z.boolean().optional(),
  hdImages: z.boolean().optional(),
});
/** Files uploaded by the filler, optionally renamed to `fileNewName`. */
export const ZFileElement = z.object({
  ...INPUT_BASE,
  elementType: z.literal('file'),
  fileDoRename: z.boolean().optional(),
  fileNewName: z.string().optional(),
});
/** A link to another form (`formId`). */
export const ZLinkedFormElement = z.object({
  ...INPUT_BASE,
  elementType: z.literal('linkedForm'),
  formId: z.string().nullable().optional(),
});
/** Features chosen on a map of datasource layers. */
export const ZMapElement = z.object({
  ...INPUT_BASE,
  elementType: z.literal('map'),
  mapSettings: ZMapSettings.optional(),
});
/** One measured (or placed) location. */
export const ZGpsElement = z.object({
  ...INPUT_BASE,
  elementType: z.literal('gps'),
  mapSettings: ZMapSettings.optional(),
});
/** A recorded route. */
export const ZTrackingElement = z.object({
  ...INPUT_BASE,
  elementType: z.literal('tracking'),
  mapSettings: ZMapSettings.optional(),
});
/** Items chosen from a datasource by searching. */
export const ZSearchElement = z.object({
  ...INPUT_BASE,
  elementType: z.literal('search'),
  searchSettings: ZSearchSettings.optional(),
});
/** A drawn signature. */
export const ZSignatureElement = z.object({
  ...INPUT_BASE,
  elementType: z.literal('signature'),
  signatureSize: z.enum(['normal', 'big']).optional(),
  signatureLoadEnabled: z.boolean().optional(),
});
/** A number calculated from a formula over other fields' tokens. */
export const ZCalculationElement = z.object({
  ...INPUT_BASE,
  elementType: z.literal('calculation'),
  formula: z.string().optional(),
  number_formatter: ZNumberFormatter,
});
/** A value derived from a watched element by a parser (copy, count, sum, ...). */
export const ZComputedElement = z.object({
  ...INPUT_BASE,
  elementType: z.literal('computed'),
  elementToWatch: z.string().optional(),
  parserType: ZParserType,
});
/** A text read from a QR code. */
export const ZQrCodeScannerElement = z.object({
  ...INPUT_BASE,
  elementType: z.literal('qrCodeScanner'),
});
/** A running number given by the server. */
export const ZAutoIncrementElement = z.object({
  ...INPUT_BASE,
  elementType: z.literal('autoIncrement'),
});
/** Moves a workflow registration to `next_phase`, optionally assigning `assign_to_user`. */
export const ZStateTransitionElement = z.object({
  ...INPUT_BASE,
  elementType: z.literal('stateTransition'),
  next_phase: ZNumberish.optional(),
  assign_to_user: ZNumberish.nullable().optional(),
});
