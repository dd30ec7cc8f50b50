import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render';
import { SettingsSwitch } from './settings-switch';

function deferred() {
  let settle: (ok: boolean) => void = () => {};
  const promise = new Promise<void>((resolve, reject) => {
    settle = (ok) => (ok ? resolve() : reject(new Error('refused')));
  });
  return { promise, settle };
}

describe('SettingsSwitch', () => {
  it('moves at once, is disabled while saving, and returns to the stored value when the save fails', async () => {
    const save = deferred();
    const calls: boolean[] = [];
    renderScreen(
      <SettingsSwitch
        label="Zoeken inschakelen"
        checked={false}
        onChange={(next) => {
          calls.push(next);
          return save.promise.catch(() => null);
        }}
      />,
    );
    const toggle = screen.getByRole('switch', { name: 'Zoeken inschakelen' }) as HTMLInputElement;
    await userEvent.setup().click(toggle);
    expect(calls).toEqual([true]);
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(true);
    save.settle(false);
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(false);
  });

  it('is disabled while another save of the form runs', () => {
    renderScreen(
      <SettingsSwitch label="Gasttoegang" checked disabled onChange={async () => null} />,
    );
    const toggle = screen.getByRole('switch', { name: 'Gasttoegang' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(true);
  });
});
