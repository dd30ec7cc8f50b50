import { t } from '@eform/core/messages';
import { th } from '@eform/core/messages/home';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { sessionStore } from '../../session';
import { useOfflineReadyForms } from '../hooks/use-offline-ready';
import { clearOfflineReady } from '../lib/offline-ready';
import { MakeFolderOffline } from './make-folder-offline';
import { OfflineReadyMark } from './offline-ready-mark';

const run = vi.hoisted(() => ({
  result: { ready: ['f1', 'f2'], failed: [] as string[] },
}));
vi.mock('../lib/make-forms-offline', () => ({
  makeFormsOffline: async (
    formIds: readonly string[],
    onProgress: (p: { done: number; total: number }) => void,
  ) => {
    onProgress({ done: 1, total: formIds.length });
    return run.result;
  },
}));

/** The folder's rows as the folder screen shows them: a name and, when ready, the mark. */
function Folder({ formIds }: { formIds: string[] }) {
  const ready = useOfflineReadyForms();
  return (
    <>
      <MakeFolderOffline formIds={formIds} />
      {formIds.map((id) => (
        <p key={id} data-testid={`row-${id}`}>
          {id} {ready[id] && <OfflineReadyMark />}
        </p>
      ))}
    </>
  );
}

function controlledBy(worker: object | null) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller: worker,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
}

beforeEach(() => {
  sessionStore.set({
    apiKey: 'k1',
    user: { id: 1, uuid: 'u1', email: 'a@example.nl', display_name: 'A', roles: [], clients: [] },
    clientId: null,
  });
  controlledBy({});
  run.result = { ready: ['f1', 'f2'], failed: [] };
});
afterEach(() => {
  sessionStore.set(null);
  clearOfflineReady();
  vi.restoreAllMocks();
});

describe("'Offline beschikbaar maken'", () => {
  it('fetches the folder at a tap, then says so and marks every form', async () => {
    renderWithProviders(<Folder formIds={['f1', 'f2']} />);
    expect(screen.queryAllByTestId('offline-ready')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: t('ui.offline.makeAvailable') }));
    expect((await screen.findByTestId('make-offline-done')).textContent).toBe(
      th('ui.offline.madeAvailable'),
    );
    await waitFor(() => expect(screen.getAllByTestId('offline-ready')).toHaveLength(2));
    expect(screen.getByTestId('row-f1').textContent).toContain(t('ui.offline.available'));
  });

  it('says how many forms failed and marks only the others', async () => {
    run.result = { ready: ['f1'], failed: ['f2'] };
    renderWithProviders(<Folder formIds={['f1', 'f2']} />);
    await userEvent.click(screen.getByRole('button', { name: t('ui.offline.makeAvailable') }));
    expect((await screen.findByTestId('make-offline-failed')).textContent).toBe(
      th('ui.offline.makeAvailableFailed', { failed: 1, total: 2 }),
    );
    expect(screen.getByTestId('row-f2').textContent).not.toContain(t('ui.offline.available'));
    expect(screen.getByTestId('row-f1').textContent).toContain(t('ui.offline.available'));
  });

  it('is not offered offline or without the service worker (nothing would be kept)', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { unmount } = renderWithProviders(<Folder formIds={['f1']} />);
    expect(screen.queryByTestId('make-offline')).toBeNull();
    unmount();
    vi.restoreAllMocks();
    controlledBy(null);
    renderWithProviders(<Folder formIds={['f1']} />);
    expect(screen.queryByTestId('make-offline')).toBeNull();
  });

  it("shows another user's marks to nobody", () => {
    localStorage.setItem('eform.offline-ready', JSON.stringify({ user: 'u2', forms: { f1: 'x' } }));
    renderWithProviders(<Folder formIds={['f1']} />);
    expect(screen.queryAllByTestId('offline-ready')).toHaveLength(0);
  });
});
