import { z } from 'zod';
import { ELEMENT_TYPES } from './element-types';
import { PARSER_TYPES } from './parser-types';
import { ZFlagRules } from './validation-rule-schema';

/** The element type names as a zod enum. */
export const ZElementType = z.enum(ELEMENT_TYPES);

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
 * The parser of a computed element. A blank one ('' or null, as a new element stored it before a
 * parser was chosen) reads as none chosen, which the editor reports; other values must be known.
 */
export const ZParserType = z
  .preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(PARSER_TYPES).optional())
  .optional();

/**
 * The fields every element has (document 2 'Schema element'): identity, texts and editor state.
 * `uuid` is required: the editor, the renderer, the server and the offline store address
 * elements by it (see `assignElementUuids` for input that lacks one).
 */
export const ELEMENT_BASE = {
  uuid: z.string().min(1),
  name: z.string(),
  label: z.string().optional(),
  help: z.string().optional(),
  favoriteName: z.string().optional(),
  visuallyHidden: z.boolean().optional(),
  unsaved: z.boolean().optional(),
};

/** The fields of every element that carries a value: the base plus its validation rules. */
export const INPUT_BASE = {
  ...ELEMENT_BASE,
  validation: ZFlagRules,
};

/** The fields of an input whose last value the filler may remember for the next registration. */
export const REMEMBERED_INPUT_BASE = {
  ...INPUT_BASE,
  rememberInput: z.boolean().optional(),
};

/** One option of a choice element. */
export type TElementOption = z.infer<typeof ZElementOption>;
/** A reference to an uploaded file. */
export type TFileReference = z.infer<typeof ZFileReference>;
/** Values keyed by data name. */
export type TValues = z.infer<typeof ZValues>;
