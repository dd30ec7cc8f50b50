import { tc } from '@eform/core/messages/clients';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderClientScreen, stubClientApi } from '../../clients.test-support';
import { UserGroupsPage } from './user-groups-page';

const api = stubClientApi();

const group = (id: number, label: string) => ({
  id,
  uuid: `uuid-${id}`,
  label,
  client_id: 7,
  users: [],
});

function setup(roles: Parameters<typeof renderClientScreen>[1]['roles'] = ['client_manager']) {
  api.answer('GET /api/clients/7/user-groups', [group(1, 'Alfa'), group(2, 'Beta')]);
  return renderClientScreen(<UserGroupsPage />, {
    path: '/clients/:client_id/user-groups',
    url: '/clients/7/user-groups',
    roles,
  });
}

describe('UserGroupsPage', () => {
  it('lists the groups as the server sorts them, all on one page by default', async () => {
    setup();
    const table = await screen.findByTestId('groups-table');
    const labels = within(table)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(labels).toEqual(['Alfa', 'Beta']);
    expect((screen.getByLabelText(tc('groups.list.pageSize')) as HTMLSelectElement).value).toBe(
      '-1',
    );
  });

  it("deletes a group after the confirmation with 'Groep is verwijderd.'", async () => {
    const user = userEvent.setup();
    api.answer('DELETE /api/user-groups/2', { status: 'success' });
    setup();
    await user.click(
      await screen.findByRole('button', { name: tc('groups.list.deleteAria', { name: 'Beta' }) }),
    );
    expect(screen.getByText(tc('groups.confirmDelete', { name: 'Beta' }))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: tc('groups.confirm.yes') }));
    await waitFor(() => expect(api.toasts()).toContain(tc('groups.deleted')));
  });

  it("says 'Groep kon niet worden verwijderd.' when the delete fails", async () => {
    const user = userEvent.setup();
    api.answer('DELETE /api/user-groups/1', { code: 'INTERNAL', message: 'x' }, 500);
    setup();
    await user.click(
      await screen.findByRole('button', { name: tc('groups.list.deleteAria', { name: 'Alfa' }) }),
    );
    await user.click(screen.getByRole('button', { name: tc('groups.confirm.yes') }));
    await waitFor(() => expect(api.toasts()).toContain(tc('groups.deleteFailed')));
  });

  it("opens a group on a row click; the add button is there with 'create user group'", async () => {
    const user = userEvent.setup();
    setup(['admin']);
    expect(await screen.findByRole('link', { name: tc('groups.list.addButton') })).toBeTruthy();
    await user.click((await screen.findByText('Alfa')).closest('tr') as HTMLElement);
    expect(await screen.findByTestId('navigated')).toBeTruthy();
  });
});
