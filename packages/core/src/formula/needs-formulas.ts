import type { TElement, TElementOf, TSchema } from '../elements';

/** An element whose value the formula engine computes: a calculation or a computed element. */
export type TComputing = TElementOf<'calculation' | 'computed'>;

/** Whether the formula engine computes this element's value (a calculation or computed element). */
export function isComputing(element: TElement): element is TComputing {
  return element.elementType === 'calculation' || element.elementType === 'computed';
}

/**
 * Whether filling this schema needs the formula engine: it holds a calculation or computed
 * element, on the form or inside a subform (nested ones too). The web app loads the engine only
 * for such forms, before it shows them, so a plain form's fill path goes without it.
 * @example needsFormulas([{ elementType: 'subform', subform: { schema: [calculation] } }]) // true
 */
export function needsFormulas(schema: TSchema): boolean {
  return schema.some(
    (element) =>
      isComputing(element) ||
      (element.elementType === 'subform' && needsFormulas(element.subform?.schema ?? [])),
  );
}
