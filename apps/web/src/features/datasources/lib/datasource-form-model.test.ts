import { tc } from '@eform/core/messages/clients';
import { describe, expect, it } from 'vitest';
import { datasourceFormSchema, isCsvFile } from './datasource-form-model';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('isCsvFile', () => {
  it.each([
    ['straten.csv', 'text/csv', true],
    ['STRATEN.CSV', 'text/csv', true],
    ['straten.csv', 'application/vnd.ms-excel', true],
    ['straten.csv', '', true],
    ['straten.xlsx', 'text/csv', false],
    ['straten.csv', 'image/png', false],
    ['straten.txt', 'text/plain', false],
  ])('%s (%s): %s', (name, type, expected) => {
    expect(isCsvFile(file(name, type))).toBe(expected);
  });
});

describe('datasourceFormSchema', () => {
  const messages = (type: 'search' | 'map_features', fileRequired: boolean, values: object) => {
    const result = datasourceFormSchema(type, fileRequired).safeParse({
      name: '',
      field_crs: null,
      file: null,
      ...values,
    });
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };

  it('requires a name, a file on create and a coordinate system for a map layer', () => {
    expect(messages('map_features', true, {})).toEqual({
      name: tc('datasources.nameRequired'),
      field_crs: tc('datasources.crsRequired'),
      file: tc('datasources.fileRequired'),
    });
    expect(messages('search', true, { name: '  ' })).toEqual({
      name: tc('datasources.nameRequired'),
      file: tc('datasources.fileRequired'),
    });
  });

  it('leaves the file optional on edit, but a chosen one must be a CSV', () => {
    expect(messages('search', false, { name: 'Straten' })).toEqual({});
    expect(
      messages('search', false, { name: 'Straten', file: file('a.pdf', 'application/pdf') }),
    ).toEqual({
      file: 'Er kunnen alleen CSV (.csv) bestanden worden geupload',
    });
  });
});
