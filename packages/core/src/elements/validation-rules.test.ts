import { describe, expect, it } from 'vitest';
import type { TValidationRule } from './element-schema';
import { isRequired, numericRule, setRequired } from './validation-rules';

describe('isRequired / setRequired', () => {
  it.each([
    [[], false],
    [[['required']], true],
    [[['required', true]], true],
    [[['required', false]], false],
    [[['optional', true]], false],
    [
      [
        ['minLength', 2],
        ['required', true],
      ],
      true,
    ],
  ] as [TValidationRule[], boolean][])('%j is required: %s', (validation, expected) => {
    expect(isRequired({ validation })).toBe(expected);
  });

  it('replaces the optional rule by the required rule and back, keeping other rules', () => {
    const start = {
      validation: [
        ['optional', true],
        ['minLength', 3],
      ] as TValidationRule[],
    };
    const required = setRequired(start, true);
    expect(required.validation).toEqual([
      ['required', true],
      ['minLength', 3],
    ]);
    expect(setRequired(required, false).validation).toEqual([
      ['optional', true],
      ['minLength', 3],
    ]);
    expect(start.validation[0]).toEqual(['optional', true]);
  });

  it('adds a rule to an element without validation', () => {
    expect(setRequired({}, true).validation).toEqual([['required', true]]);
  });
});

describe('numericRule', () => {
  it.each([
    [[['minLength', 3]], 'minLength', 3],
    [[['max', '10']], 'max', 10],
    [[['max', '']], 'max', undefined],
    [[['max', 'veel']], 'max', undefined],
    [[['max', true]], 'max', undefined],
    [[['max', null]], 'max', undefined],
    [[], 'min', undefined],
  ] as [TValidationRule[], string, number | undefined][])(
    '%j %s → %s',
    (validation, rule, expected) => {
      expect(numericRule({ validation }, rule)).toBe(expected);
    },
  );
});
