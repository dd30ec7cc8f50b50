import type { TElement, TElementOf, TElementType } from '@eform/core/elements';
import type { TFieldSnapshot, TFillMode, TFillStore } from '../../lib/fill-store/fill-store';

/**
 * What every element component gets from the renderer, for an element `E`. Generic in the
 * element itself (a plain property, so a component for several types fits each of them).
 */
export interface TElementPropsOf<E extends TElement> {
  element: E;
  store: TFillStore;
  mode: TFillMode;
  field: TFieldSnapshot;
  /** Unique id of the element's input on the page (main form and subform modal differ). */
  id: string;
  /** Sets this element's value. */
  onChange: (value: unknown) => void;
}

/** The props of the component for element type(s) `T` (core's `TElementOf<T>`). */
export type TElementProps<T extends TElementType = TElementType> = TElementPropsOf<TElementOf<T>>;
