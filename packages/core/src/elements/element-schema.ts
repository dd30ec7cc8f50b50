import { z } from 'zod';
import { HEADER_LEVELS } from '../constants';
import { ELEMENT_TYPES } from './element-types';
import { ZMapSettings, ZNumberish, ZSearchSettings } from './settings-schema';

/** The element type names as a zod enum. */
export const ZElementType = z.enum(ELEMENT_TYPES);

/**
 * One validation rule of an element: `[rule, value, applyTo]`, e.g. `['required', true]`,
 * `['minLength', 3]`. Value and applyTo are optional because most rules carry neither.
 */
export const ZValidationRule = z.tuple([
  z.string(),
  z.unknown().optional(),
  z.unknown().optional(),
]);

/** A choice of radio, select or checkbox_multiple. */
export const ZElementOption = z.object({
  label: z.string(),
  value: z.string(),
});

/** A reference to an uploaded file (imageTag image, staticFile file). */
export const ZFileReference = z.object({
  url: z.string().optional(),
  name: z.string().optional(),
  filename: z.string().optional(),
  fid: z.union([z.string(), z.number()]).optional(),
});

/** Values of a (sub)form, keyed by data name. */
export const ZValues = z.record(z.string(), z.unknown());

/**
 * One element of a form schema (document 2 'Schema element' plus the map and search settings).
 * Unknown fields are dropped rather than rejected, so stored forms always parse while the type
 * stays exact (a misspelt field is a compile error, not an `unknown`).
 */
export const ZElement = z.object({
  uuid: z.string().optional(),
  name: z.string(),
  label: z.string().optional(),
  help: z.string().optional(),
  placeholder: z.string().optional(),
  elementType: ZElementType,
  validation: z.array(ZValidationRule).optional(),
  rememberInput: z.boolean().optional(),
  defaultDateNow: z.boolean().optional(),
  options: z.array(ZElementOption).optional(),
  viewMode: z.enum(['horizontal', 'vertical']).optional(),
  component: z.enum(HEADER_LEVELS).optional(),
  staticText: z.string().optional(),
  image: z.union([z.string(), ZFileReference]).nullable().optional(),
  width: ZNumberish.nullable().optional(),
  height: ZNumberish.nullable().optional(),
  file: z.union([z.string(), ZFileReference]).nullable().optional(),
  useOnlyCamera: z.boolean().optional(),
  hdImages: z.boolean().optional(),
  fileDoRename: z.boolean().optional(),
  fileNewName: z.string().optional(),
  rows: ZNumberish.optional(),
  number_formatter: z.enum(['none', 'price']).optional(),
  signatureSize: z.enum(['normal', 'big']).optional(),
  signatureLoadEnabled: z.boolean().optional(),
  registrationLabel: z.string().optional(),
  summaryText: z.string().optional(),
  get subform() {
    return ZSubform.optional();
  },
  formId: z.string().nullable().optional(),
  formula: z.string().optional(),
  elementToWatch: z.string().optional(),
  parserType: z.string().optional(),
  next_phase: ZNumberish.optional(),
  assign_to_user: ZNumberish.nullable().optional(),
  mapSettings: ZMapSettings.optional(),
  searchSettings: ZSearchSettings.optional(),
  favoriteName: z.string().optional(),
  visuallyHidden: z.boolean().optional(),
  unsaved: z.boolean().optional(),
});

/** A form schema: its elements in order. */
export const ZSchema = z.array(ZElement);

/**
 * The nested form of a subform element. Rules are kept as plain objects here: their shape belongs
 * to the rule engine, which imports this module (a schema here would make the import circular).
 */
export const ZSubform = z.object({
  schema: ZSchema,
  values: ZValues.optional(),
  rules: z.array(z.record(z.string(), z.unknown())).optional(),
  defaultValues: ZValues.optional(),
});

/** One element, as parsed. */
export type TElement = z.infer<typeof ZElement>;
/** A form schema, as parsed. */
export type TSchema = z.infer<typeof ZSchema>;
/** The nested form of a subform element. */
export type TSubform = z.infer<typeof ZSubform>;
/** One `[rule, value, applyTo]` validation entry. */
export type TValidationRule = z.infer<typeof ZValidationRule>;
/** One option of a choice element. */
export type TElementOption = z.infer<typeof ZElementOption>;
/** A reference to an uploaded file. */
export type TFileReference = z.infer<typeof ZFileReference>;
/** Values keyed by data name. */
export type TValues = z.infer<typeof ZValues>;
