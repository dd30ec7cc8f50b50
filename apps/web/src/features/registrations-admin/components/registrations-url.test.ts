import { describe, expect, it } from 'vitest';
import { isValidFilterValue, normalizeFilterValue } from './filter-fields';
import {
  exportQueryOf,
  listQueryOf,
  listViewOf,
  locationsQueryOf,
  registrationViewOf,
  tabChanges,
  viewChanges,
  withChanges,
} from './registrations-url';

const view = (search: string, workflow = false) =>
  listViewOf(new URLSearchParams(search), workflow);
const query = (search: string, workflow = false) =>
  Object.fromEntries(new URLSearchParams(listQueryOf(view(search, workflow))));

describe('the list in the address', () => {
  it('asks the newest sent registrations, 20 a page, by default', () => {
    expect(query('')).toEqual({
      status: 'completed',
      sort_by: 'registration_date',
      sort_direction: '-1',
      page: '1',
      items_per_page: '20',
    });
  });

  it('sorts the trash by the trashing date and asks only trashed ones', () => {
    expect(query('tab=trash')).toEqual({
      trashed: '1',
      sort_by: 'deleted_at',
      sort_direction: '-1',
      page: '1',
      items_per_page: '20',
    });
  });

  it('opens the draft tab only on a workflow form', () => {
    expect(view('tab=draft').tab).toBe('completed');
    expect(view('tab=draft', true).tab).toBe('draft');
    expect(query('tab=draft', true).status).toBe('draft');
  });

  it('passes page, size, sort and filters on; ignores wrong ones', () => {
    expect(
      query(
        'page=3&items_per_page=50&sort_by=registration_name&sort_direction=1&min%3Aleeftijd=4&eq%3Awijk=noord&foo=1',
      ),
    ).toMatchObject({
      page: '3',
      items_per_page: '50',
      sort_by: 'registration_name',
      sort_direction: '1',
      'min:leeftijd': '4',
      'eq:wijk': 'noord',
    });
    expect(query('items_per_page=30&page=-2&sort_by=values')).toMatchObject({
      items_per_page: '20',
      page: '1',
      sort_by: 'registration_date',
    });
  });

  it('exports the same set as the list, without paging', () => {
    const exported = Object.fromEntries(
      exportQueryOf(view('page=4&max%3Aregistration_date=2026-01-31')),
    );
    expect(exported).toEqual({
      status: 'completed',
      sort_by: 'registration_date',
      sort_direction: '-1',
      'max:registration_date': '2026-01-31',
    });
  });

  it('asks and exports only registrations with a hook in the chosen status (issue 31)', () => {
    expect(query('hook_status=error')).toMatchObject({ hook_status: 'error' });
    expect(Object.fromEntries(exportQueryOf(view('hook_status=success')))).toMatchObject({
      hook_status: 'success',
    });
    expect(query('hook_status=kapot')).not.toHaveProperty('hook_status');
  });

  it('goes back to page 1 on any change but a page turn; a tab drops the sort', () => {
    const params = new URLSearchParams('page=5&sort_by=registration_name&min%3Aa=1');
    expect(withChanges(params, { page: '6' }).get('page')).toBe('6');
    const tabbed = withChanges(params, tabChanges('trash'));
    expect([...tabbed.keys()]).toEqual(['min:a', 'tab']);
  });
});

describe('filter values and labels', () => {
  it.each([
    ['serial', '12', true],
    ['serial', '1.5', false],
    ['serial', 'abc', false],
    ['number', '-1,5', true],
    ['number', '1,5x', false],
    ['text', 'wat dan ook', true],
    ['serial', '', true],
  ] as const)('%s %j valid: %s', (kind, value, valid) => {
    expect(isValidFilterValue(kind, value)).toBe(valid);
  });

  it('sends a Dutch decimal comma as a point', () => {
    expect(normalizeFilterValue('number', ' 2,5 ')).toBe('2.5');
    expect(normalizeFilterValue('text', ' 2,5 ')).toBe('2,5');
  });
});

describe('the view in the address (issue 35)', () => {
  it('is the list unless it names the map; the list removes the key', () => {
    expect(registrationViewOf(new URLSearchParams(''))).toBe('lijst');
    expect(registrationViewOf(new URLSearchParams('view=kaart'))).toBe('kaart');
    expect(registrationViewOf(new URLSearchParams('view=iets'))).toBe('lijst');
    expect(viewChanges('kaart')).toEqual({ view: 'kaart' });
    expect(viewChanges('lijst')).toEqual({ view: null });
  });

  it("asks the map for the list's selection without its sort or page, with the colour", () => {
    const asked = Object.fromEntries(
      new URLSearchParams(
        locationsQueryOf(
          view('tab=trash&page=3&sort_by=registration_name&eq%3Awijk=noord'),
          'wijk',
        ),
      ),
    );
    expect(asked).toEqual({ trashed: '1', 'eq:wijk': 'noord', color_by: 'wijk' });
  });
});
