import { tc } from '@eform/core/messages/clients';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderClientScreen, stubClientApi } from '../../clients.test-support';
import { GroupEditPage } from './group-edit-page';

const api = stubClientApi();

const anna = { id: 11, uuid: 'u-anna', name: 'Anna', email: 'anna@example.nl' };
const group = (users = [anna]) => ({
  id: 5,
  uuid: 'g-5',
  label: 'Buitendienst',
  client_id: 7,
  users,
});
const clientUser = (uuid: string, name: string) => ({
  uuid,
  username: `${name.toLowerCase()}@example.nl`,
  display_name: name,
  email: `${name.toLowerCase()}@example.nl`,
  roles: ['authenticated'],
  access: null,
  require_terms: false,
});

function setup() {
  api.answer('GET /api/user-groups/5', group());
  api.answer('GET /api/user-groups/5/forms', [{ form_id: 'f-1', form_name: 'Meldingen' }]);
  return renderClientScreen(<GroupEditPage />, {
    path: '/clients/:client_id/group/:group_id/edit',
    url: '/clients/7/group/5/edit',
    roles: ['client_manager'],
  });
}

describe('GroupEditPage', () => {
  it('saves the name with "Groep \'...\' is aangepast." and goes back to the list', async () => {
    const user = userEvent.setup();
    api.answer('PATCH /api/user-groups/5', { ...group(), label: 'Binnendienst' });
    setup();
    const name = await screen.findByRole('textbox', { name: new RegExp(tc('groups.nameLabel')) });
    await user.clear(name);
    await user.type(name, 'Binnendienst');
    await user.click(screen.getByRole('button', { name: tc('groups.edit.save') }));
    await waitFor(() => expect(api.toasts()).toContain("Groep 'Binnendienst' is aangepast."));
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ label: 'Binnendienst' });
    expect(await screen.findByTestId('navigated')).toBeTruthy();
  });

  it('refuses an empty name without calling the server', async () => {
    const user = userEvent.setup();
    setup();
    await user.clear(
      await screen.findByRole('textbox', { name: new RegExp(tc('groups.nameLabel')) }),
    );
    await user.click(screen.getByRole('button', { name: tc('groups.edit.save') }));
    expect(await screen.findByText(tc('purchase.required'))).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it("lists the group's forms with a view link to the form", async () => {
    setup();
    const link = await screen.findByRole('link', {
      name: tc('groups.edit.viewFormAria', { name: 'Meldingen' }),
    });
    expect(link.getAttribute('href')).toBe('/admin/form/f-1');
  });

  it('adds a client user from the panel and removes one after the confirmation', async () => {
    const user = userEvent.setup();
    api.answer('GET /api/clients/7/users', [
      clientUser('u-anna', 'Anna'),
      clientUser('u-bert', 'Bert'),
    ]);
    api.answer(
      'POST /api/user-groups/5/add-user/u-bert',
      group([anna, { ...anna, id: 12, uuid: 'u-bert', name: 'Bert' }]),
    );
    api.answer('DELETE /api/user-groups/5/remove-user/u-anna', group([]));
    setup();
    await user.click(await screen.findByRole('button', { name: tc('groups.edit.addUsers') }));
    const panel = await screen.findByTestId('group-add-users');
    // Anna is in the group already: only Bert is offered.
    expect(within(panel).queryByText('Anna')).toBeNull();
    await user.click(
      within(panel).getByRole('button', { name: tc('groups.edit.addUserAria', { name: 'Bert' }) }),
    );
    await waitFor(() => expect(api.toasts()).toContain(tc('groups.userAdded')));
    await user.click(
      screen.getByRole('button', { name: tc('groups.edit.removeUserAria', { name: 'Anna' }) }),
    );
    expect(screen.getByText(tc('groups.confirmRemoveUser', { user: 'Anna' }))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: tc('groups.edit.removeUser') }));
    await waitFor(() => expect(api.toasts()).toContain(tc('groups.userRemoved')));
  });

  it("says 'Gebruiker kon niet worden toegevoegd.' when adding fails", async () => {
    const user = userEvent.setup();
    api.answer('GET /api/clients/7/users', [clientUser('u-bert', 'Bert')]);
    api.answer(
      'POST /api/user-groups/5/add-user/u-bert',
      { code: 'VALIDATION', message: 'x' },
      400,
    );
    setup();
    await user.click(await screen.findByRole('button', { name: tc('groups.edit.addUsers') }));
    await user.click(
      await screen.findByRole('button', { name: tc('groups.edit.addUserAria', { name: 'Bert' }) }),
    );
    await waitFor(() => expect(api.toasts()).toContain(tc('groups.userAddFailed')));
  });
});
