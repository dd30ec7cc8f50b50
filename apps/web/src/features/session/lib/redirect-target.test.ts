import { describe, expect, it } from 'vitest';
import { loginPathFor, REDIRECT_PARAM, safeRedirectPath } from './redirect-target';

describe('safeRedirectPath', () => {
  it.each([
    ['/my-registration-list', '/my-registration-list'],
    ['/my-registration-list?a=1&b=2', '/my-registration-list?a=1&b=2'],
    ['/admin/form/abc/registrations/r1#top', '/admin/form/abc/registrations/r1#top'],
    ['/folder/1/forms', '/folder/1/forms'],
    ['/', '/'],
    // Encoded slashes stay one path segment on this origin (the router shows its 404).
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/loginpagina', '/loginpagina'],
  ])('takes the same-origin path %j', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['my-registration-list'],
    ['//evil.example'],
    ['//evil.example/my-registration-list'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\\/evil.example'],
    ['https://evil.example/'],
    ['http:/evil.example'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    [' /my-registration-list'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\u200b/evil.example'],
    ['/my registration list'],
    ['/..//evil.example'],
    ['/.//evil.example'],
    ['/a/..//evil.example'],
    ['/login'],
    ['/login?redirect=/dashboard'],
    ['/login/'],
    ['/LOGIN'],
    ['/logout'],
  ])('refuses %j', (raw) => {
    expect(safeRedirectPath(raw)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('keeps the deep link with its query, readable, and reads back to the same path', () => {
    const login = loginPathFor('/my-registration-list?a=1');
    expect(login).toBe('/login?redirect=/my-registration-list%3Fa%3D1');
    const back = new URL(login, 'https://eform.invalid').searchParams.get(REDIRECT_PARAM);
    expect(safeRedirectPath(back)).toBe('/my-registration-list?a=1');
  });

  it('sends plain /login for home and for anything that is no path of this app', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('//evil.example')).toBe('/login');
    expect(loginPathFor('/login')).toBe('/login');
  });
});
