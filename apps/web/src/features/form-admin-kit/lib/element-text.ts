import type { TElement, TElementType } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { te } from '@eform/core/messages/editor';

/** The Dutch name of an element type ('Tekstveld', 'Keuzerondjes', ...). */
export function typeName(type: TElementType): string {
  return te(`element.type.${type}`);
}

/** What the list and the buttons call an element: its label, else a placeholder. */
export function elementTitle(element: TElement): string {
  return element.label?.trim() || ta('elementEditor.untitled');
}
