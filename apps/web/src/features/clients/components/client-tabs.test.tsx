import { tc } from '@eform/core/messages/clients';
import { permissionsForRoles, type TRole } from '@eform/core/permissions';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render';
import { activeClientTab, ClientTabs } from './client-tabs';

function setup(roles: TRole[], url = '/clients/7') {
  const permissions = permissionsForRoles(roles);
  return renderScreen(<ClientTabs clientId="7" can={(p) => permissions.includes(p)} />, url);
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('ClientTabs', () => {
  it.each<[TRole[], string[]]>([
    [
      ['admin'],
      [
        'clients.tab.view',
        'clients.tab.edit',
        'clients.tab.users',
        'clients.tab.groups',
        'clients.tab.credits',
        'clients.tab.subjectRequests',
        'audit.tab',
        'clients.tab.remove',
      ],
    ],
    [
      ['client_manager'],
      [
        'clients.tab.view',
        'clients.tab.edit',
        'clients.tab.users',
        'clients.tab.groups',
        'clients.tab.credits',
        'clients.tab.subjectRequests',
        'audit.tab',
      ],
    ],
    [['financial'], ['clients.tab.view', 'clients.tab.credits']],
    [['user_manager'], ['clients.tab.users', 'clients.tab.groups']],
    [['eform_employee'], ['clients.tab.view', 'clients.tab.edit']],
  ])('shows %j the tabs of their permissions', (roles, keys) => {
    setup(roles);
    expect(tabNames()).toEqual(keys.map((key) => tc(key as 'clients.tab.view')));
  });

  it('opens a tab by its path', async () => {
    const { router } = setup(['admin']);
    await userEvent.setup().click(screen.getByRole('tab', { name: tc('clients.tab.remove') }));
    expect(router.state.location.pathname).toBe('/clients/7/remove');
  });

  it.each([
    ['/clients/7', 'view'],
    ['/clients/7/edit', 'edit'],
    ['/clients/7/user/u1/edit', 'users'],
    ['/clients/7/group/3/edit', 'user-groups'],
    ['/clients/7/credits-buy', 'credits'],
    ['/clients/7/modules-buy', 'view'],
    ['/clients/7/remove', 'remove'],
    ['/clients/7/audit-log', 'audit-log'],
  ])('marks %s as tab %s', (path, tab) => {
    expect(activeClientTab(path, '7')).toBe(tab);
  });
});
