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
    expect(ids).not.toContain('allClients');
  });

  it('gives a financial user the client area but not form management', () => {
    const ids = menuFor(['financial']);
    expect(ids).toContain('clients');
    expect(ids).not.toContain('formManagement');
  });

  it('gives an admin every item', () => {
    expect(menuFor(['admin'])).toHaveLength(10);
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
