import { th } from '@eform/core/messages/home';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { onBeforeUpdate } from '../lib/before-update';
import { UpdatePrompt } from './update-prompt';

const updateServiceWorker = vi.fn(async (_reload: boolean) => undefined);
const prompt = () => <UpdatePrompt activate={() => updateServiceWorker(true)} />;

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  updateServiceWorker.mockClear();
  vi.restoreAllMocks();
});

describe("UpdatePrompt 'Nu updaten'", () => {
  it('saves first: runs the registered handlers, and only then activates the new version', async () => {
    const order: string[] = [];
    updateServiceWorker.mockImplementation(async () => void order.push('update'));
    cleanups.push(
      onBeforeUpdate(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        order.push('saved');
      }),
    );
    renderWithProviders(prompt());
    await userEvent.click(await screen.findByRole('button', { name: th('app.updateNow') }));
    await waitFor(() => expect(order).toEqual(['saved', 'update']));
    expect(updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it('does not update when a handler fails, and says why', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    cleanups.push(onBeforeUpdate(() => Promise.reject(new Error('IndexedDB vol'))));
    renderWithProviders(prompt());
    await userEvent.click(await screen.findByRole('button', { name: th('app.updateNow') }));
    expect((await screen.findByTestId('update-blocked')).textContent).toBe(th('ui.update.blocked'));
    expect(updateServiceWorker).not.toHaveBeenCalled();
  });
});
