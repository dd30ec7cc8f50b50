import type { TElementOf, TElementType } from '@eform/core/elements';
import type { TFieldSnapshot, TFillMode, TFillStore } from '../../lib/fill-store/fill-store';

/** What every element component gets from the renderer. */
export interface TElementProps<T extends TElementType = TElementType> {
  element: TElementOf<T>;
  store: TFillStore;
  mode: TFillMode;
  field: TFieldSnapshot;
  /** Unique id of the element's input on the page (main form and subform modal differ). */
  id: string;
  /** Sets this element's value. */
  onChange: (value: unknown) => void;
}
