import { isInputElement } from '../elements/element-guards';
import type { TSchema } from '../elements/element-schema';
import type { TElementType } from '../elements/element-types';
import { flattenSchema } from '../elements/walk-schema';

/**
 * Element types the filler cannot show yet (their fill widget comes with the maps and location
 * work). A form holding one cannot be published, so no published form is one nobody can send.
 */
export const TYPES_WITHOUT_FILL_WIDGET: readonly TElementType[] = ['map', 'gps', 'tracking'];

/** Input elements whose value the form works out itself: nobody fills them in. */
const WORKED_OUT: ReadonlySet<TElementType> = new Set([
  'calculation',
  'computed',
  'autoIncrement',
  'stateTransition',
]);

/** Why a form cannot be published, if it cannot. */
export type TPublishIssue =
  /** No element a person fills in: every registration would be empty and still cost a credit. */
  | { kind: 'noInput' }
  /** Elements the filler cannot show yet, by type (each once, in schema order). */
  | { kind: 'withoutFillWidget'; types: TElementType[] };

/**
 * Checks a schema before it is published (the server refuses the publish; the editor can warn
 * first). Null when it may be published.
 */
export function publishIssue(schema: TSchema): TPublishIssue | null {
  const elements = flattenSchema(schema).map((scoped) => scoped.element);
  const types = [
    ...new Set(
      elements
        .map((element) => element.elementType)
        .filter((type) => TYPES_WITHOUT_FILL_WIDGET.includes(type)),
    ),
  ];
  if (types.length > 0) return { kind: 'withoutFillWidget', types };
  const fillable = schema.some(
    (element) => isInputElement(element) && !WORKED_OUT.has(element.elementType),
  );
  return fillable ? null : { kind: 'noInput' };
}
