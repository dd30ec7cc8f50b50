import { t } from '@eform/core/messages';
import { tw } from '@eform/core/messages/fill-widgets';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiKeySource } from '../../../../lib/http/api-client';
import { renderScreen } from '../../../../test/render';
import { createFillStore, type TFillMode } from '../../lib/fill-store/fill-store';
import { el } from '../../lib/fill-store/fixtures.test-support';
import { FormRenderer } from '../renderer/form-renderer';

const photo = { url: '/api/file/f1', name: 'foto.jpg', size: 3, type: 'image/jpeg' };

/** The API as the server answers a stored file: only with the key. */
function serveFileWithKey() {
  const fetch = vi.fn(async (_path: string, init?: RequestInit) => {
    const key = new Headers(init?.headers).get('api-key');
    return key === 'key-1'
      ? new Response(new Blob(['jpeg'], { type: 'image/jpeg' }), { status: 200 })
      : Response.json({ code: 'UNAUTHENTICATED', message: 'Niet ingelogd.' }, { status: 401 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function renderPhoto(mode: TFillMode) {
  const store = createFillStore({
    schema: [el('foto', 'image', { label: "Foto's" })],
    values: { foto: [photo] },
    mode,
  });
  const view = renderScreen(<FormRenderer store={store} mode={mode} />);
  await waitFor(() => expect(screen.queryByText(t('fill.element.loading'))).toBeNull());
  return view;
}

afterEach(() => {
  setApiKeySource(() => null);
  vi.unstubAllGlobals();
});

// An <img> at the API's address cannot send the key, so a signed-in user saw a broken picture.
describe('a stored photo', () => {
  it.each(['fill', 'readonly'] as const)(
    'shows in %s mode from the bytes fetched with the key, not from the API address',
    async (mode) => {
      setApiKeySource(() => 'key-1');
      const fetch = serveFileWithKey();
      const view = await renderPhoto(mode);
      const thumb = await screen.findByTestId('file-thumb');
      expect(thumb.getAttribute('src')).toMatch(/^blob:/);
      expect(fetch).toHaveBeenCalledWith('/api/file/f1', expect.anything());
      if (mode === 'readonly') {
        // The download link stays, on the same fetched bytes.
        const link = screen.getByRole('link', {
          name: tw('fill.element.download', { name: 'foto.jpg' }),
        });
        expect(link.getAttribute('href')).toBe(thumb.getAttribute('src'));
      }
      const revoke = vi.spyOn(URL, 'revokeObjectURL');
      view.unmount();
      expect(revoke).toHaveBeenCalledWith(thumb.getAttribute('src'));
    },
  );
});
