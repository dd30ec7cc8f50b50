import { permissionsForRoles } from '@eform/core/permissions';
import { describe, expect, it } from 'vitest';
import { buildAccess } from '../../session/lib/access';
import { buildMenuItems } from './menu-items';

function menuFor(roles: string[]) {
  const clientRoles = ['authenticated', ...roles];
  const access = buildAccess(roles, {
    roles: clientRoles,
    permissions: permissionsForRoles(roles as never),
  });
  return buildMenuItems(access).map((item) => item.id);
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
});
