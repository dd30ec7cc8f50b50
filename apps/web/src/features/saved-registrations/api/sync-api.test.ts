import {
  type TSavedRegistration,
  ZSavedRegistrationsSyncBody,
} from '@eform/core/api/saved-registrations';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiKeySource } from '../../../lib/http/api-client';
import { postSync } from './sync-api';

const registration = (fillToken: string): TSavedRegistration => ({
  form_id: '0b6f6c36-7d0c-4d2b-9f0e-3d8f1b2c4a5e',
  form_name: 'Melding "openbare" ruimte',
  form_summary: 'Bij de brug',
  fill_token: fillToken,
  schema: [],
  values: { naam: 'Jan', foto: [{ name: 'a.png', base64: 'data:image/png;base64,iVBORw0KGgo=' }] },
  registration_updated_at: '2026-11-20T10:00:00.000Z',
  registration_saved_deleted_at: null,
  server_updated_at: null,
});

describe('postSync', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([0, 1, 3])(
    'sends a part of %i registrations as the JSON body the contract reads, with the known versions',
    async (count) => {
      setApiKeySource(() => 'key-1');
      const fetchMock = vi.fn(
        async () =>
          new Response(JSON.stringify({ registrations: [], conflicts: [], refused: [] }), {
            status: 201,
          }),
      );
      vi.stubGlobal('fetch', fetchMock);
      const sent = Array.from({ length: count }, (_, i) => registration(`tok-${i}`));
      const known = [{ fill_token: 'held', registration_updated_at: '2026-11-19T08:00:00.000Z' }];
      await postSync(
        {
          encoded: sent.map((r) => JSON.stringify(r)),
          versions: sent.map((r) => ({
            fill_token: r.fill_token,
            registration_updated_at: r.registration_updated_at,
          })),
        },
        known,
      );
      const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(path).toBe('/api/saved-registrations-sync');
      expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
      const body = JSON.parse(await (init.body as Blob).text()) as unknown;
      expect(body).toEqual({ registrations: sent, known });
      expect(ZSavedRegistrationsSyncBody.safeParse(body).success).toBe(true);
    },
  );
});
