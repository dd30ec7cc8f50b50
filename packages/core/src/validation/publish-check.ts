import { isInputElement } from '../elements/element-guards';
import type { TSchema } from '../elements/element-schema';
import type { TElementType } from '../elements/element-types';

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
  { kind: 'noInput' };

/**
 * Checks a schema before it is published (the server refuses the publish; the editor can warn
 * first). Null when it may be published.
 */
export function publishIssue(schema: TSchema): TPublishIssue | null {
  const fillable = schema.some(
    (element) => isInputElement(element) && !WORKED_OUT.has(element.elementType),
  );
  return fillable ? null : { kind: 'noInput' };
}
