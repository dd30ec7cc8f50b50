import { describe, expect, it } from 'vitest';
import { buildAccess, pickCurrentClient } from './access';

const clients = [
  { id: 1, uuid: 'a', name: 'Een' },
  { id: 2, uuid: 'b', name: 'Twee' },
];

describe('pickCurrentClient', () => {
  it('keeps the stored client while the user still has it', () => {
    expect(pickCurrentClient(clients, 2)?.id).toBe(2);
  });
  it('falls back to the first client', () => {
    expect(pickCurrentClient(clients, 9)?.id).toBe(1);
    expect(pickCurrentClient(clients, null)?.id).toBe(1);
  });
  it('answers null without clients', () => {
    expect(pickCurrentClient([], 1)).toBeNull();
  });
});

describe('buildAccess', () => {
  it('sends a filler home to the folders', () => {
    const access = buildAccess(['authenticated'], { roles: ['authenticated'], permissions: [] });
    expect(access.isFiller).toBe(true);
    expect(access.home).toBe('/folders');
  });
  it('sends a client role holder to the dashboard', () => {
    const access = buildAccess(['authenticated'], {
      roles: ['authenticated', 'form_manager'],
      permissions: ['eform manage forms'],
    });
    expect(access.isFiller).toBe(false);
    expect(access.home).toBe('/dashboard');
  });
  it('derives an admin without a client from the role matrix', () => {
    const access = buildAccess(['authenticated', 'admin'], null);
    expect(access.permissions).toContain('eform admin dashboard');
    expect(access.permissions).toContain('eform manage forms');
    expect(access.home).toBe('/dashboard');
  });
});
