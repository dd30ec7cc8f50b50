import { describe, expect, it } from 'vitest';
import { NO_ERRORS, ruleFieldErrors } from './rule-issues';

describe('ruleFieldErrors', () => {
  it('puts each issue at its field, an empty data name as required, the first text per field', () => {
    const errors = ruleFieldErrors([
      { ruleIndex: 0, path: 'ruleName', messageKey: 'validation.required' },
      {
        ruleIndex: 0,
        path: 'condition_group.conditions.1.dataName',
        messageKey: 'rules.unknownDataName',
        params: { dataName: '' },
      },
      {
        ruleIndex: 0,
        path: 'condition_group.conditions.2.value',
        messageKey: 'element.numberInvalid',
      },
      {
        ruleIndex: 0,
        path: 'actions.0.dataName',
        messageKey: 'rules.unknownDataName',
        params: { dataName: 'weg' },
      },
    ]);
    expect(errors.rule).toEqual({ ruleName: 'Dit veld is verplicht.' });
    expect(errors.condition(0)).toBe(NO_ERRORS);
    expect(errors.condition(1)).toEqual({ dataName: 'Dit veld is verplicht.' });
    expect(errors.condition(2)).toEqual({ value: 'Vul een getal in.' });
    expect(errors.action(0)).toEqual({ dataName: 'Element "weg" bestaat niet in dit formulier.' });
    expect(errors.action(1)).toBe(NO_ERRORS);
  });
});
