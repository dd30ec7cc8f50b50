import { DomainError } from '../errors';

/** Why a tree operation refused. */
export type TElementTreeProblem =
  /** No element has the uuid (the element or the target subform). */
  | 'unknownUuid'
  /** The target to insert into is not a subform element. */
  | 'notASubform'
  /** A subform would end up inside itself. */
  | 'intoItself'
  /** The element brought in has a uuid the schema already holds (or holds one twice itself). */
  | 'duplicateUuid';

const CODE_OF = {
  unknownUuid: 'NOT_FOUND',
  notASubform: 'UNPROCESSABLE',
  intoItself: 'UNPROCESSABLE',
  duplicateUuid: 'CONFLICT',
} as const;

/**
 * Thrown by the element tree operations instead of returning the schema unchanged: a stale uuid
 * (the element was removed meanwhile) is a bug or a conflict the caller must see, not a silent
 * no-op. Code NOT_FOUND for an unknown uuid, CONFLICT for a duplicate uuid, else UNPROCESSABLE.
 */
export class ElementTreeError extends DomainError {
  readonly problem: TElementTreeProblem;
  readonly uuid: string;

  constructor(problem: TElementTreeProblem, uuid: string) {
    super(CODE_OF[problem], { params: { uuid } });
    this.name = 'ElementTreeError';
    this.problem = problem;
    this.uuid = uuid;
  }
}
