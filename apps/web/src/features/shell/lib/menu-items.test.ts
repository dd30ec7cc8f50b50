import { permissionsForRoles } from '@eform/core/permissions';
import { describe, expect, it } from 'vitest';
import { buildAccess } from '../../session';
import { buildMenuItems } from './menu-items';

function accessFor(roles: string[]) {
  return buildAccess(roles, {
    roles: ['authenticated', ...roles],
    permissions: permissionsForRoles(roles as never),
  });
}

/** The items by permission alone, as if every screen were built. */
function menuFor(roles: string[]) {
  return buildMenuItems(accessFor(roles), () => false).map((item) => item.id);
}

describe('buildMenuItems', () => {
  it('gives a filler exactly the four filling items', () => {
    expect(menuFor([])).toEqual([
      'fillForm',
      'savedRegistrations',
      'assignedRegistrations',
      'myRegistrations',
    ]);
  });

  it('gives a form manager the dashboard, form management and datasources, no admin items', () => {
    const ids = menuFor(['form_manager']);
    expect(ids).toContain('dashboard');
    expect(ids).toContain('formManagement');
    expect(ids).toContain('datasources');
    expect(ids).not.toContain('adminDashboard');
  });

  it('gives a financial user the client area but not form management', () => {
    const ids = menuFor(['financial']);
    expect(ids).toContain('clients');
    expect(ids).not.toContain('formManagement');
  });

  it('gives an admin every item, one of them for the clients: the list of all clients', () => {
    const items = buildMenuItems(accessFor(['admin']), () => false);
    expect(items).toHaveLength(10);
    expect(items.at(-1)).toEqual({
      id: 'auditLog',
      to: '/admin/audit-log',
      label: 'ui.menu.auditLog',
    });
    expect(items.filter((item) => item.label === 'ui.menu.clients')).toEqual([
      { id: 'clients', to: '/clients/admin', label: 'ui.menu.clients' },
    ]);
  });

  it("gives a client manager one entry for the clients: their own clients' list", () => {
    const items = buildMenuItems(accessFor(['client_manager']), () => false);
    // The client's own audit log is a tab of the client, not the admins' page across clients.
    expect(items.map((item) => item.id)).not.toContain('auditLog');
    expect(items.filter((item) => item.id === 'clients')).toEqual([
      { id: 'clients', to: '/clients/assigned', label: 'ui.menu.clients' },
    ]);
  });

  it('leaves out exactly the items whose screen is a placeholder', () => {
    const items = buildMenuItems(accessFor(['admin']), (path) =>
      ['/my-registration-list', '/admin/dashboard'].includes(path),
    );
    const ids = items.map((item) => item.id);
    expect(ids).toHaveLength(8);
    expect(ids).not.toContain('myRegistrations');
    expect(ids).not.toContain('adminDashboard');
  });
});
