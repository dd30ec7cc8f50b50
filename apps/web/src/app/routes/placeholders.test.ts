import { describe, expect, it } from 'vitest';
import { isPlaceholderPath } from './placeholders';

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
      '/form/f1/1',
      '/form-workflow/f1/r1',
      '/my-registration-list',
      '/assigned-registration-list',
      '/guest/form/g1',
    ]) {
      expect(isPlaceholderPath(path), path).toBe(false);
    }
  });

  it('finds every wipRoute, at any depth and with parameters', () => {
    // Placeholders today: when one of these screens is built, move it to the list above.
    for (const path of [
      '/unsend-registration-list',
      '/admin/form/abc/registrations/r1',
      '/clients/assigned',
      '/clients/1/user/u1/edit',
      '/datasources/search/1/edit',
      '/admin/dashboard',
      '/guest/map/m1',
    ]) {
      expect(isPlaceholderPath(path), path).toBe(true);
    }
  });

  it('treats an unknown path as no placeholder', () => {
    expect(isPlaceholderPath('/dit/bestaat/niet')).toBe(false);
  });
});

describe('isPlaceholderPath from the tables', () => {
  it('answers every static route path as the router would match it', async () => {
    const { matchRoutes } = await import('react-router');
    const { fillingRoutes } = await import('./filling-routes');
    const { adminFormRoutes } = await import('./admin-form-routes');
    const { clientRoutes } = await import('./client-routes');
    const { publicRoutes } = await import('./public-routes');
    const tables = [
      ...publicRoutes,
      { children: [...fillingRoutes, ...adminFormRoutes, ...clientRoutes] },
    ];
    const paths: string[] = [];
    const walk = (routes: typeof tables, prefix: string) => {
      for (const route of routes) {
        const path =
          route.path === undefined
            ? prefix
            : route.path.startsWith('/')
              ? route.path
              : `${prefix.replace(/\/$/, '')}/${route.path}`;
        if (!/[:*]/.test(path) && path !== '') paths.push(path);
        if (route.children) walk(route.children, path);
      }
    };
    walk(tables, '');
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const handle = matchRoutes(tables, path)?.at(-1)?.route.handle as
        | { placeholder?: boolean }
        | undefined;
      expect(isPlaceholderPath(path), path).toBe(handle?.placeholder === true);
    }
  });
});
