import { permissionsForRoles, type TRole } from '@eform/core/permissions';
import { describe, expect, it } from 'vitest';
import { buildAccess } from '../../features/session';
import { buildMenuItems } from '../../features/shell';
import { isPlaceholderPath, ROUTE_TABLES, staticRoutes } from './placeholders';

describe('isPlaceholderPath', () => {
  it('knows the built screens are no placeholders', () => {
    for (const path of [
      '/folders',
      '/folder/1/forms',
      '/dashboard',
      '/login',
      '/404',
      '/admin/form-list',
      '/admin/form-list/folder/1',
      '/admin/form-create',
      '/admin/folder-create',
      '/admin/folder-list',
      '/admin/form/abc',
      '/admin/form/abc/remove',
      '/admin/form/abc/edit',
      '/admin/form/abc/emails',
      '/admin/form/abc/rules',
      '/admin/form/abc/registrations',
      '/admin/form/abc/registrations/r1',
      '/form/f1/1',
      '/form-workflow/f1/r1',
      '/my-registration-list',
      '/assigned-registration-list',
      '/guest/form/g1',
      '/guest/map/m1',
      '/guest/map/f1/kaart',
      '/unsend-registration-list',
      '/debug/unsaved-registrations',
      '/clients/admin',
      '/clients/assigned',
      '/clients/create',
      '/clients/1',
      '/clients/1/edit',
      '/clients/1/remove',
      '/clients/1/users',
      '/clients/1/user-add',
      '/clients/1/user/u1/edit',
      '/register/c1',
      '/register/c1/f1',
      '/user/forgot-password',
      '/user/reset/t1',
      '/datasources',
      '/datasources/create/search',
      '/datasources/search/1',
      '/datasources/search/1/edit',
      '/admin/dashboard',
      '/map/tracking/abc/r1',
      '/debug/ios-debugging',
    ]) {
      expect(isPlaceholderPath(path), path).toBe(false);
    }
  });

  it('treats an unknown path as no placeholder', () => {
    expect(isPlaceholderPath('/dit/bestaat/niet')).toBe(false);
  });
});

describe('isPlaceholderPath from the tables', () => {
  it('answers every static route path as the router would match it', async () => {
    const { matchRoutes } = await import('react-router');
    const paths = [...staticRoutes(ROUTE_TABLES)].map(([path]) => path).filter(Boolean);
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const handle = matchRoutes(ROUTE_TABLES, path)?.at(-1)?.route.handle as
        | { placeholder?: boolean }
        | undefined;
      expect(isPlaceholderPath(path), path).toBe(handle?.placeholder === true);
    }
  });
});

describe('the placeholder lookup the app hands to the menu', () => {
  function accessFor(roles: TRole[]) {
    return buildAccess(roles, {
      roles: ['authenticated', ...roles],
      permissions: permissionsForRoles(roles),
    });
  }

  it('hides exactly the menu items that lead to a placeholder and keeps the folder list', () => {
    for (const roles of [[], ['form_manager'], ['financial'], ['admin']] as TRole[][]) {
      const all = buildMenuItems(accessFor(roles), () => false);
      const shown = buildMenuItems(accessFor(roles), isPlaceholderPath).map((item) => item.id);
      for (const item of all) {
        expect(shown.includes(item.id), item.to).toBe(!isPlaceholderPath(item.to));
      }
      // The folder list is a real screen: every user keeps 'Formulier invullen'.
      expect(shown).toContain('fillForm');
    }
  });
});
