import { describe, expect, it } from 'vitest';
import {
  filterAccessEntries,
  groupEntry,
  isAccessChecked,
  type TAccessEntry,
  userEntry,
} from './access-entries';

const jan = userEntry({
  user_id: 3,
  email: 'jan@gemeente.nl',
  display_name: 'Jan de Vries',
  has_access: true,
});
const piet = userEntry({
  user_id: 5,
  email: 'piet@gemeente.nl',
  display_name: 'piet@gemeente.nl',
  has_access: false,
});
const team = groupEntry({ group_id: 3, label: 'Buitendienst', has_access: false });

describe('access entries', () => {
  it('labels a user by address, names the checkbox after it, and keeps a telling display name', () => {
    expect(jan).toEqual<TAccessEntry>({
      kind: 'user',
      id: 3,
      label: 'jan@gemeente.nl',
      detail: 'Jan de Vries',
      accessibleName: 'Toegang voor jan@gemeente.nl',
      hasAccess: true,
    });
    expect(piet.detail).toBeNull();
  });

  it('names a group checkbox after the group', () => {
    expect(team.accessibleName).toBe('Toegang voor groep Buitendienst');
    expect(team.kind).toBe('user_group');
  });

  it('shows the change on its way for that entry only, else what the server says', () => {
    expect(isAccessChecked(jan, null)).toBe(true);
    expect(isAccessChecked(jan, { kind: 'user', id: 3, grant: false })).toBe(false);
    // Same id, other kind: a group with id 3 is not user 3.
    expect(isAccessChecked(team, { kind: 'user', id: 3, grant: true })).toBe(false);
    expect(isAccessChecked(team, { kind: 'user_group', id: 3, grant: true })).toBe(true);
  });

  it('filters by address or display name, case-insensitively; a blank query keeps all', () => {
    expect(filterAccessEntries([jan, piet], ' VRIES ')).toEqual([jan]);
    expect(filterAccessEntries([jan, piet], 'piet@')).toEqual([piet]);
    expect(filterAccessEntries([jan, piet], '  ')).toEqual([jan, piet]);
  });
});
