import { ta } from '@eform/core/messages/admin';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { groupEntry, type TAccessChange, userEntry } from '../lib/access-entries';
import { ACCESS_SEARCH_FROM, AccessList, ASSIGNED_SHOWN, AssignedUsers } from './access-list';

const users = Array.from({ length: ACCESS_SEARCH_FROM }, (_, i) =>
  userEntry({
    user_id: i + 1,
    email: `user${i + 1}@gemeente.nl`,
    display_name: i === 0 ? 'Jan de Vries' : '',
    has_access: i === 1,
  }),
);

function setup(pending: TAccessChange | null = null, entries = users) {
  const onChange = vi.fn();
  renderScreen(
    <AccessList
      title={ta('formSharing.access.users')}
      entries={entries}
      emptyText={ta('formSharing.access.noUsers')}
      pending={pending}
      onChange={onChange}
      searchLabel={ta('formSharing.access.searchUsers')}
      testId="access-users"
    />,
  );
  return { onChange, user: userEvent.setup() };
}

const box = (email: string) =>
  screen.getByRole('checkbox', { name: `Toegang voor ${email}` }) as HTMLInputElement;

describe('AccessList', () => {
  it('names each checkbox after the user and asks to grant or revoke', async () => {
    const { onChange, user } = setup();
    expect(box('user2@gemeente.nl').checked).toBe(true);
    await user.click(box('user1@gemeente.nl'));
    expect(onChange).toHaveBeenCalledWith({ kind: 'user', id: 1, grant: true });
    await user.click(box('user2@gemeente.nl'));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'user', id: 2, grant: false });
  });

  it('shows the change on its way and waits for it', () => {
    setup({ kind: 'user', id: 1, grant: true });
    expect(box('user1@gemeente.nl').checked).toBe(true);
    expect(box('user1@gemeente.nl').disabled).toBe(true);
    expect(box('user3@gemeente.nl').disabled).toBe(true);
  });

  it('filters many users by name or address, and says when none match', async () => {
    const { user } = setup();
    const search = screen.getByLabelText(ta('formSharing.access.searchUsers'));
    await user.type(search, 'vries');
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(box('user1@gemeente.nl')).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'niemand');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe(
      ta('formSharing.access.noUserMatch', { query: 'niemand' }),
    );
  });

  it('has no search box for a few entries, and an empty text for none', () => {
    setup(null, []);
    expect(screen.queryByLabelText(ta('formSharing.access.searchUsers'))).toBeNull();
    expect(screen.getByText(ta('formSharing.access.noUsers'))).toBeTruthy();
  });

  it('names a group checkbox after the group', () => {
    setup(null, [groupEntry({ group_id: 4, label: 'Buitendienst', has_access: true })]);
    const group = screen.getByRole('checkbox', { name: 'Toegang voor groep Buitendienst' });
    expect((group as HTMLInputElement).checked).toBe(true);
  });
});

describe('AssignedUsers', () => {
  it('lists a few addresses and counts the rest', () => {
    const emails = Array.from({ length: ASSIGNED_SHOWN + 3 }, (_, i) => `u${i}@gemeente.nl`);
    renderScreen(<AssignedUsers emails={emails} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(ASSIGNED_SHOWN + 1);
    expect(screen.getByText(ta('formSharing.access.moreAssigned', { count: 3 }))).toBeTruthy();
  });

  it('says when the form is shared with no one', () => {
    renderScreen(<AssignedUsers emails={[]} />);
    expect(screen.getByText(ta('formSharing.access.noneAssigned'))).toBeTruthy();
  });
});
