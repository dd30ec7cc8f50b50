import { describe, expect, it } from 'vitest';
import { ZMyRegistrationList, ZRegistrationSearchAnswer } from './registrations';
import {
  registrationFiltersOf,
  ZRegistrationList,
  ZRegistrationListQuery,
} from './registrations-admin';

describe('the registrations lists', () => {
  it("answer the spec's one shape: the form's list, my registrations and the guest search", () => {
    for (const list of [ZRegistrationList, ZMyRegistrationList, ZRegistrationSearchAnswer]) {
      expect(Object.keys(list.shape)).toEqual([
        'registrations',
        'pages_count',
        'registrations_count',
      ]);
      expect(list.parse({ registrations: [], pages_count: 0, registrations_count: 0 })).toEqual({
        registrations: [],
        pages_count: 0,
        registrations_count: 0,
      });
    }
  });
});

describe('the registrations list query', () => {
  it('takes the spec parameters with their defaults: page 1, 20 a page, newest first, not trashed', () => {
    expect(ZRegistrationListQuery.parse({})).toEqual({
      page: 1,
      items_per_page: 20,
      sort_direction: -1,
      trashed: false,
    });
    const parsed = ZRegistrationListQuery.parse({
      page: '3',
      items_per_page: '100',
      sort_by: 'registration_serial_number',
      sort_direction: '1',
      trashed: '1',
      status: 'draft',
    });
    expect(parsed).toMatchObject({
      page: 3,
      items_per_page: 100,
      sort_direction: 1,
      trashed: true,
    });
  });

  it('refuses page sizes other than 10, 20, 50, 100 and unknown sort columns', () => {
    expect(ZRegistrationListQuery.safeParse({ items_per_page: '25' }).success).toBe(false);
    expect(ZRegistrationListQuery.safeParse({ sort_by: 'values' }).success).toBe(false);
    expect(ZRegistrationListQuery.safeParse({ sort_direction: '0' }).success).toBe(false);
  });

  it('reads min:, max: and eq: filters and ignores other keys and empty values', () => {
    expect(
      registrationFiltersOf({
        'min:registration_serial_number': '10',
        'max:registration_date': '2026-11-30',
        'eq:wijk': ['zuid', 'noord'],
        'eq:leeg': '',
        'like:naam': 'x',
        page: '2',
      }),
    ).toEqual([
      { name: 'wijk', operator: 'eq', value: 'noord' },
      { name: 'registration_date', operator: 'max', value: '2026-11-30' },
      { name: 'registration_serial_number', operator: 'min', value: '10' },
    ]);
  });
});
