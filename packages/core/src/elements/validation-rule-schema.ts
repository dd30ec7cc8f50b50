import { z } from 'zod';
import { ZNumberish } from './settings-schema';

/** The rule that marks an element as required. */
export const REQUIRED_RULE = 'required';
/** The rule that marks an element as optional (the editor stores one or the other). */
export const OPTIONAL_RULE = 'optional';
/** The length bounds of text and textarea elements (document 2 section 5). */
export const LENGTH_RULES = ['minLength', 'maxLength'] as const;
/** The value bounds of number and decimal elements (document 2 section 5). */
export const RANGE_RULES = ['min', 'max'] as const;

const ZApplyTo = z.string().optional();

/**
 * `['required', true]` or `['optional', true]`, as `[rule, value, applyTo]`. The value may be
 * missing; older forms stored `['required', false]` for an optional field.
 */
export const ZFlagRule = z.union([
  z.tuple([z.literal(REQUIRED_RULE), z.boolean().optional(), ZApplyTo]),
  z.tuple([z.literal(OPTIONAL_RULE), z.boolean().optional(), ZApplyTo]),
]);

/** `['minLength', 3]` or `['maxLength', 10]`: a bound on the number of characters. */
export const ZLengthRule = z.tuple([z.enum(LENGTH_RULES), ZNumberish, ZApplyTo]);

/** `['min', 0]` or `['max', 100]`: a bound on a number (numeric strings read as numbers). */
export const ZRangeRule = z.tuple([z.enum(RANGE_RULES), ZNumberish, ZApplyTo]);

const BOUND_RULES: ReadonlySet<unknown> = new Set([...LENGTH_RULES, ...RANGE_RULES]);

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Keeps the entries a type knows, like unknown fields are dropped: a rule name the type does not
 * have (`minLength` on a number) means nothing there, and a bound without a value ('' or null,
 * as older editors stored a cleared field) is no bound. Anything else is parsed strictly.
 */
function keepKnownRules(names: readonly string[]) {
  return (input: unknown) => {
    if (!Array.isArray(input)) return input;
    return input.filter(
      (entry) =>
        !Array.isArray(entry) ||
        (names.includes(entry[0]) && !(BOUND_RULES.has(entry[0]) && isBlank(entry[1]))),
    );
  };
}

function rulesOf<T extends z.ZodType>(names: readonly string[], rule: T) {
  return z.preprocess(keepKnownRules(names), z.array(rule)).optional();
}

const FLAG_NAMES = [REQUIRED_RULE, OPTIONAL_RULE];

/** The validation list of an input element that knows only required/optional. */
export const ZFlagRules = rulesOf(FLAG_NAMES, ZFlagRule);
/** The validation list of text and textarea: required/optional and length bounds. */
export const ZLengthRules = rulesOf(
  [...FLAG_NAMES, ...LENGTH_RULES],
  z.union([ZFlagRule, ZLengthRule]),
);
/** The validation list of number and decimal: required/optional and value bounds. */
export const ZRangeRules = rulesOf(
  [...FLAG_NAMES, ...RANGE_RULES],
  z.union([ZFlagRule, ZRangeRule]),
);

/** A required/optional entry. */
export type TFlagRule = z.infer<typeof ZFlagRule>;
/** A minLength/maxLength entry. */
export type TLengthRule = z.infer<typeof ZLengthRule>;
/** A min/max entry. */
export type TRangeRule = z.infer<typeof ZRangeRule>;
/** One `[rule, value, applyTo]` validation entry of any element type. */
export type TValidationRule = TFlagRule | TLengthRule | TRangeRule;
/** The name of a bound rule: the ones whose value is a number. */
export type TBoundRuleName = (typeof LENGTH_RULES)[number] | (typeof RANGE_RULES)[number];
