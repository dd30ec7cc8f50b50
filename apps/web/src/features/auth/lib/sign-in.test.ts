import type { TClientInfo, TLoginAnswer, TUserInfo } from '@eform/core/api';
import type { TRole } from '@eform/core/permissions';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys, sessionStore } from '../../session';
import { NoClientError, signIn } from './sign-in';

const DEMO = { id: 7, uuid: 'c7', name: 'Demo Gemeente' };

function account(roles: TRole[], clients: (typeof DEMO)[]) {
  return { id: 1, uuid: 'u1', email: 'a@example.nl', display_name: 'A', roles, clients };
}

/** A fake server answering in the contract's shapes, recording which calls were made. */
function stubServer(roles: TRole[], clients: (typeof DEMO)[]) {
  const calls: string[] = [];
  const login: TLoginAnswer = { status: 'success', api_key: 'k1', ...account(roles, clients) };
  const userInfo: TUserInfo = {
    ...account(roles, clients),
    server_notification: null,
    environment: 'development',
  };
  const clientInfo: TClientInfo = {
    ...DEMO,
    credits: 10,
    modules: [],
    roles,
    permissions: ['eform fill forms'],
    terms_and_conditions_required: false,
  };
  const answers: Record<string, unknown> = {
    '/api/user/login': login,
    '/api/user/info': userInfo,
    '/api/user/logout': { status: 'success' },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      calls.push(path);
      return new Response(JSON.stringify(answers[path] ?? clientInfo), { status: 200 });
    }),
  );
  return calls;
}

const values = { email: 'a@example.nl', password: 'x' };

describe('signIn', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.set(null);
  });

  it('loads user and client info before storing the session with the first client', async () => {
    const calls = stubServer(['authenticated'], [DEMO]);
    const queryClient = new QueryClient();
    await signIn(queryClient, values);
    expect(calls).toEqual(['/api/user/login', '/api/user/info', '/api/client/7/info']);
    expect(sessionStore.get()).toMatchObject({ apiKey: 'k1', clientId: 7 });
    expect(queryClient.getQueryData(sessionKeys.clientInfo(7))).toMatchObject({ id: 7 });
  });

  it('refuses an account without clients and revokes its key', async () => {
    const calls = stubServer(['authenticated'], []);
    await expect(signIn(new QueryClient(), values)).rejects.toBeInstanceOf(NoClientError);
    expect(calls).toContain('/api/user/logout');
    expect(sessionStore.get()).toBeNull();
  });

  it('lets an admin without clients in', async () => {
    stubServer(['authenticated', 'admin'], []);
    await signIn(new QueryClient(), values);
    expect(sessionStore.get()).toMatchObject({ apiKey: 'k1', clientId: null });
  });
});
