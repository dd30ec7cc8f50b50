import { isInputElement, type TElement, type TSchema, ZSchema } from '@eform/core/elements';
import { DomainError } from '@eform/core/errors';
import { calculateAll } from '@eform/core/formula';
import { createRulesEvaluator, type TRule, type TRulesEvaluator } from '@eform/core/rules';
import { canonicalNumbers, storedValueErrors, validateValues } from '@eform/core/validation';
import { processCache } from '../../db/process-caches';

/** Values refused by the checks: the Dutch form message plus one issue per field. */
export class RegistrationInvalidError extends DomainError {
  readonly issues: { path: string; message: string }[];
  constructor(errors: Record<string, string[]>) {
    super('VALIDATION', { messageKey: 'form.invalid' });
    this.issues = Object.entries(errors).flatMap(([path, messages]) =>
      messages.map((message) => ({ path, message })),
    );
  }
}

/**
 * A stored form schema that does not parse: a fault of the server's data, never of the filler.
 * Not a DomainError, so the error handler logs it and answers 500; thrown before anything is
 * stored or any credit is taken.
 */
export class StoredSchemaUnreadableError extends Error {
  constructor(formId: number, revision: number, issues: string) {
    super(`stored schema of form ${formId} revision ${revision} does not parse: ${issues}`);
    this.name = 'StoredSchemaUnreadableError';
  }
}

/** A form's schema and rules prepared once (parsed, rules compiled) for many submits. */
export interface TPreparedForm {
  schema: TSchema;
  evaluate: TRulesEvaluator | null;
  /** The main form has autoIncrement elements (their values need the serial number). */
  hasAutoIncrement: boolean;
  /** File, image or signature elements at any level (values may carry files to store). */
  hasFiles: boolean;
}

const FILE_ELEMENT_TYPES: ReadonlySet<string> = new Set(['file', 'image', 'signature']);

function holdsFiles(schema: TSchema): boolean {
  return schema.some(
    (element) =>
      FILE_ELEMENT_TYPES.has(element.elementType) ||
      (element.elementType === 'subform' && holdsFiles(element.subform?.schema ?? [])),
  );
}

/** Prepared forms by form id and revision: parsing and compiling rules once per revision. */
const prepared = processCache(new Map<string, TPreparedForm>());
const MAX_PREPARED = 500;

/**
 * The schema and compiled rules of a form revision. A schema that does not parse throws
 * {@link StoredSchemaUnreadableError} (a 500: reading it as empty would drop every value and
 * still take a credit); rules that do not compile (refused by the editor, so only in old data)
 * count as none.
 */
export function prepareForm(
  formId: number,
  revision: number,
  schema: unknown,
  rules: unknown,
): TPreparedForm {
  const key = `${formId}:${revision}`;
  const found = prepared.get(key);
  if (found) return found;
  const parsed = ZSchema.safeParse(schema);
  if (!parsed.success) {
    throw new StoredSchemaUnreadableError(formId, revision, parsed.error.message.slice(0, 500));
  }
  const elements = parsed.data;
  let evaluate: TRulesEvaluator | null = null;
  try {
    evaluate = createRulesEvaluator(elements, Array.isArray(rules) ? (rules as TRule[]) : []);
  } catch {
    evaluate = null;
  }
  const form = {
    schema: elements,
    evaluate,
    hasAutoIncrement: elements.some((element) => element.elementType === 'autoIncrement'),
    hasFiles: holdsFiles(elements),
  };
  if (prepared.size >= MAX_PREPARED) prepared.clear();
  prepared.set(key, form);
  return form;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only the data names of input elements of the level; subform items filtered likewise. */
function keepKnown(schema: TSchema, values: Readonly<Record<string, unknown>>) {
  const out: Record<string, unknown> = {};
  for (const element of schema) {
    if (!isInputElement(element) || !Object.hasOwn(values, element.name)) continue;
    const value = values[element.name];
    if (element.elementType === 'subform') {
      const itemSchema = element.subform?.schema ?? [];
      out[element.name] = Array.isArray(value)
        ? value.filter(isRecord).map((item, index) => ({
            ...keepKnown(itemSchema, item),
            subform_index: index + 1,
          }))
        : value;
    } else {
      out[element.name] = value;
    }
  }
  return out;
}

/**
 * Refuses values larger than their element types ever allow (issue 29: a 10 MB textarea value
 * froze every request while its PDF rendered), shown or hidden, at any depth: a 400 naming each
 * field, before the rules, a transaction or any file is touched.
 */
export function refuseOversizedValues(
  form: TPreparedForm,
  sent: Readonly<Record<string, unknown>>,
) {
  const errors = storedValueErrors(form.schema, keepKnown(form.schema, sent));
  if (Object.keys(errors).length > 0) throw new RegistrationInvalidError(errors);
}

/** The elements the server computes: calculation, computed and autoIncrement. */
function dropComputed(schema: TSchema, values: Record<string, unknown>): void {
  for (const element of schema) {
    if (
      element.elementType === 'calculation' ||
      element.elementType === 'computed' ||
      element.elementType === 'autoIncrement'
    ) {
      delete values[element.name];
    }
  }
}

/** What the rules and the checks make of the values a filler sent. */
export interface TCheckedValues {
  values: Record<string, unknown>;
  /** Messages per path; empty when the values may be stored. */
  errors: Record<string, string[]>;
  /** Data names of main-form elements the rules hide. */
  hidden: ReadonlySet<string>;
}

/**
 * The values as the server stores them: unknown data names dropped, calculated values removed
 * and recomputed (never trusted), the rules' set actions applied, then checked with core's
 * validateValues where elements hidden by the rules (in `phase`) are not required. Numbers are
 * stored in their canonical form ('12,50' → '12.50'); a lone point is read as the decimal point,
 * as the stored form writes it (docs/DECISIONS.md, 'Numbers').
 */
export function checkValues(
  form: TPreparedForm,
  sent: Readonly<Record<string, unknown>>,
  phase: string | null,
): TCheckedValues {
  const known = keepKnown(form.schema, sent);
  dropComputed(form.schema, known);
  const result = form.evaluate?.(known, phase === null ? {} : { phase }) ?? null;
  const values = calculateAll(form.schema, result ? result.values : known);
  const hidden = new Set<string>(result?.hidden ?? []);
  const paths = [...hidden];
  for (const [name, items] of Object.entries(result?.subforms ?? {})) {
    items.forEach((visibility, index) => {
      for (const child of visibility.hidden) paths.push(`${name}.${index}.${child}`);
    });
  }
  const errors = validateValues(form.schema, values, { hidden: paths });
  return { values: canonicalNumbers(form.schema, values), errors, hidden };
}

/** Gives every autoIncrement element of the main form the registration's serial number. */
export function setAutoIncrement(
  schema: TSchema,
  values: Record<string, unknown>,
  serialNumber: number,
): void {
  for (const element of schema) {
    if (element.elementType === 'autoIncrement') values[element.name] = serialNumber;
  }
}

/** Where a workflow submit leaves the registration (doc 1 §4, doc 2 §4). */
export interface TWorkflowStep {
  phase: string | null;
  status: 'completed' | 'draft';
  /** The user to continue it; null when not forwarded (assign_to_user 0). */
  assignTo: number | null;
  /** The transition element that ran, if any. */
  transition: TElement | null;
}

/**
 * The workflow move of a submit in `phase`: the first stateTransition element the rules show in
 * that phase moves the registration to its next_phase (default 2) and assigns assign_to_user
 * (0: nobody); the registration stays a draft. Without one, a submit in a phase above 1 is final
 * (completed); in phase 1 it stays a draft. Default forms: no phase, completed.
 */
export function workflowStep(
  schema: TSchema,
  isWorkflow: boolean,
  phase: string,
  hidden: ReadonlySet<string>,
): TWorkflowStep {
  if (!isWorkflow) return { phase: null, status: 'completed', assignTo: null, transition: null };
  const transition = schema.find(
    (element) => element.elementType === 'stateTransition' && !hidden.has(element.name),
  );
  if (transition?.elementType === 'stateTransition') {
    const next = Number(transition.next_phase ?? 2);
    const assign = Number(transition.assign_to_user ?? 0);
    return {
      phase: String(Number.isInteger(next) && next >= 1 && next <= 9 ? next : 2),
      status: 'draft',
      assignTo: Number.isInteger(assign) && assign > 0 ? assign : null,
      transition,
    };
  }
  return {
    phase,
    status: Number(phase) > 1 ? 'completed' : 'draft',
    assignTo: null,
    transition: null,
  };
}
