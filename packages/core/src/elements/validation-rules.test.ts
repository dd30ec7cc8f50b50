import { describe, expect, it } from 'vitest';
import { ZNumberElement, ZTextElement } from './element-type-schemas';
import type { TValidationRule } from './validation-rule-schema';
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

  it('reads a layout element, which has no rules, as not required', () => {
    expect(isRequired({ uuid: 'h', name: 'kop', elementType: 'header' })).toBe(false);
  });

  it('replaces the optional rule by the required rule and back, keeping other rules', () => {
    const start = ZTextElement.parse({
      uuid: 'u',
      name: 'naam',
      elementType: 'text',
      validation: [
        ['optional', true],
        ['minLength', 3],
      ],
    });
    const required = setRequired(start, true);
    expect(required.validation).toEqual([
      ['required', true],
      ['minLength', 3],
    ]);
    expect(setRequired(required, false).validation).toEqual([
      ['optional', true],
      ['minLength', 3],
    ]);
    expect(start.validation?.[0]).toEqual(['optional', true]);
  });

  it('adds a rule to an element without validation', () => {
    const bare: { validation?: TValidationRule[] } = {};
    expect(setRequired(bare, true).validation).toEqual([['required', true]]);
  });
});

describe('numericRule', () => {
  const number = (validation: unknown[]) =>
    ZNumberElement.parse({ uuid: 'u', name: 'n', elementType: 'number', validation });

  it.each([
    [[['min', 3]], 'min', 3],
    [[['max', '10']], 'max', 10],
    [[['max', '']], 'max', undefined],
    [[['max', null]], 'max', undefined],
    [[['min', 3]], 'max', undefined],
    [[], 'min', undefined],
  ] as const)('%j %s → %s', (validation, rule, expected) => {
    expect(numericRule(number([...validation]), rule)).toBe(expected);
  });
});
