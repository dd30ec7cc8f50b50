import { z } from 'zod';
import { REMEMBERED_INPUT_BASE, type TValues, ZValues } from './element-parts';
import {
  ZAutoIncrementElement,
  ZCalculationElement,
  ZCheckboxMultipleElement,
  ZCheckboxSingleElement,
  ZComputedElement,
  ZDateElement,
  ZDatetimeElement,
  ZDecimalElement,
  ZEmailElement,
  ZFileElement,
  ZGpsElement,
  ZHeaderElement,
  ZImageElement,
  ZImageTagElement,
  ZLinkedFormElement,
  ZMapElement,
  ZNumberElement,
  ZQrCodeScannerElement,
  ZRadioElement,
  ZSearchElement,
  ZSelectElement,
  ZSignatureElement,
  ZStateTransitionElement,
  ZStaticFileElement,
  ZStaticTextElement,
  ZTextareaElement,
  ZTextElement,
  ZTimeElement,
  ZTrackingElement,
} from './element-type-schemas';
import type { TElementType } from './element-types';

/**
 * A repeating group: `subform.schema` is a form of its own, filled in once per item. The heading
 * of an item is `registrationLabel` plus its number, `summaryText` sums up an item.
 */
export const ZSubformElement = z.object({
  ...REMEMBERED_INPUT_BASE,
  elementType: z.literal('subform'),
  registrationLabel: z.string().optional(),
  summaryText: z.string().optional(),
  // Annotated with the interface: zod cannot infer a type that contains itself.
  get subform(): z.ZodOptional<z.ZodType<TSubform>> {
    return ZSubform.optional();
  },
});

/**
 * One element of a form schema (document 2 'Schema element' plus the map and search settings): a
 * union on `elementType`, each type with exactly its own settings. Unknown fields, and settings
 * of another type, are dropped rather than rejected, so stored forms parse while the type stays
 * exact (a misspelt field is a compile error, not an `unknown`).
 */
export const ZElement = z.discriminatedUnion('elementType', [
  ZHeaderElement,
  ZStaticTextElement,
  ZImageTagElement,
  ZStaticFileElement,
  ZTextElement,
  ZEmailElement,
  ZTextareaElement,
  ZCheckboxSingleElement,
  ZCheckboxMultipleElement,
  ZRadioElement,
  ZSelectElement,
  ZNumberElement,
  ZDecimalElement,
  ZDateElement,
  ZTimeElement,
  ZDatetimeElement,
  ZImageElement,
  ZFileElement,
  ZSubformElement,
  ZLinkedFormElement,
  ZMapElement,
  ZGpsElement,
  ZTrackingElement,
  ZSearchElement,
  ZSignatureElement,
  ZCalculationElement,
  ZComputedElement,
  ZQrCodeScannerElement,
  ZAutoIncrementElement,
  ZStateTransitionElement,
]);

/** A form schema: its elements in order. */
export const ZSchema = z.array(ZElement);

/**
 * The nested form of a subform element. Rules are kept as plain objects here: their shape belongs
 * to the rule engine, which imports this module (a schema here would make the import circular).
 */
export const ZSubform: z.ZodType<TSubform> = z.object({
  schema: ZSchema,
  values: ZValues.optional(),
  rules: z.array(z.record(z.string(), z.unknown())).optional(),
  defaultValues: ZValues.optional(),
});

/** The nested form of a subform element, as parsed. */
export interface TSubform {
  schema: TElement[];
  values?: TValues;
  rules?: Record<string, unknown>[];
  defaultValues?: TValues;
}

/** One element, as parsed: a union on `elementType`. */
export type TElement = z.infer<typeof ZElement>;
/** The element of one type (or of a union of types), e.g. `TElementOf<'radio' | 'select'>`. */
export type TElementOf<T extends TElementType> = Extract<TElement, { elementType: T }>;
/** A form schema, as parsed. */
export type TSchema = z.infer<typeof ZSchema>;
/** A subform element. */
export type TSubformElement = z.infer<typeof ZSubformElement>;
