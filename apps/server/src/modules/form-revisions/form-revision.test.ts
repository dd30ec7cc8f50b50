import { describe, expect, it } from 'vitest';
import { readStoredRevision } from './form-revision';

describe('readStoredRevision', () => {
  it('reads a revision of the first version (name, type, schema, rules) with the later parts empty', () => {
    const schema = [{ elementType: 'text', name: 'naam', label: 'Naam' }];
    expect(readStoredRevision({ name: 'Melding', type: 'default', schema, rules: [] })).toEqual({
      name: 'Melding',
      type: 'default',
      schema,
      rules: [],
      settings: {},
      emailSettings: [],
      webhookIntegrations: [],
      formSettings: {},
      summary: '',
      registrationNameToken: '',
    });
  });

  it('keeps the schema and rules as stored, for each reader to check', () => {
    const schema = [{ elementType: 'no-such-type' }];
    expect(readStoredRevision({ name: 'Oud', type: 'workflow', schema })?.schema).toEqual(schema);
  });

  it('answers undefined for content that is no revision', () => {
    expect(readStoredRevision(null)).toBeUndefined();
    expect(readStoredRevision({ schema: [] })).toBeUndefined();
    expect(readStoredRevision({ name: 'x', type: 'default', schema: 'kapot' })).toBeUndefined();
  });
});
