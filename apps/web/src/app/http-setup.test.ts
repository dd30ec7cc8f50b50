import { ZSuccessAnswer } from '@eform/core/api';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../features/session';
import { xhrRequest } from '../lib/http/xhr-request';
import { FakeXhr } from '../test/fake-xhr';
import './api-key-source';
import { setupHttp } from './http-setup';

const user = { id: 1, uuid: 'u1', email: 'a@b.nl', display_name: 'A', roles: [], clients: [] };

describe('setupHttp', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.set(null);
  });

  it('signs the session out when an XHR call (submit, upload) is refused with 401', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    setupHttp(new QueryClient(), () => undefined);
    sessionStore.set({ apiKey: 'k1', user, clientId: 1 });
    const upload = xhrRequest('/api/file-upload/form', ZSuccessAnswer, {
      method: 'POST',
      body: new FormData(),
      intent: 'in-form',
    });
    expect(FakeXhr.last().headers['api-key']).toBe('k1');
    FakeXhr.last().respond(401, { code: 'UNAUTHENTICATED', message: 'Niet ingelogd.' });
    await expect(upload).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get()).toBeNull();
  });
});
