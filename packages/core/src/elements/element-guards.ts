import { ELEMENT_CATALOGUE } from './element-catalogue';
import type { TElement, TElementOf, TSchema, TSubformElement } from './element-schema';
import type { TElementType, TInputElementType, TLayoutElementType } from './element-types';

/** An element that shows something but carries no value (header, staticText, ...). */
export type TLayoutElement = TElementOf<TLayoutElementType>;
/** An element that carries a value and may have validation rules. */
export type TInputElement = TElementOf<TInputElementType>;
/** An element with a list of options: radio, select or checkbox_multiple. */
export type TChoiceElement = TElementOf<'checkbox_multiple' | 'radio' | 'select'>;

/**
 * Whether the element is of one of the given types, narrowing it to that type's settings.
 * @example if (isElementOfType(element, 'number', 'decimal')) element.number_formatter
 */
export function isElementOfType<T extends TElementType>(
  element: TElement,
  ...types: readonly T[]
): element is TElementOf<T> {
  return (types as readonly TElementType[]).includes(element.elementType);
}

/** Whether the element carries a value (every type but the layout ones). */
export function isInputElement(element: TElement): element is TInputElement {
  return ELEMENT_CATALOGUE[element.elementType].isInput;
}

/** Whether the element offers options (radio, select, checkbox_multiple). */
export function isChoiceElement(element: TElement): element is TChoiceElement {
  return ELEMENT_CATALOGUE[element.elementType].hasOptions;
}

/** Whether the element is a subform. */
export function isSubformElement(element: TElement): element is TSubformElement {
  return element.elementType === 'subform';
}

/** The schema nested in a subform element; empty for any other element. */
export function subformSchema(element: TElement): TSchema {
  return element.elementType === 'subform' ? (element.subform?.schema ?? []) : [];
}
