import { te } from '@eform/core/messages/editor';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apply, field, openDialog } from './settings/open-dialog.test-support';

vi.mock('./settings/upload-settings', () => ({
  // A panel that reports an upload running for as long as it is shown.
  ImageTagSettings: ({ setUploading }: { setUploading: (busy: boolean) => void }) => {
    useEffect(() => setUploading(true), [setUploading]);
    return <p>bezig met uploaden</p>;
  },
  StaticFileSettings: () => null,
}));

const UPLOAD_BUSY =
  'Er wordt nog een bestand of afbeelding geupload. Wacht totdat deze klaar is met uploaden en sluit het venster opnieuw.';

describe('element dialog: upload guard', () => {
  it('stays open while a panel uploads: Annuleren and Escape show why, Toepassen is disabled', async () => {
    const { onClose, onApply } = openDialog('imageTag');
    expect(te('element.uploadInProgress')).toBe(UPLOAD_BUSY);
    expect(screen.queryByText(UPLOAD_BUSY)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(screen.getByRole('alert').textContent).toBe(UPLOAD_BUSY);
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Toepassen' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(onApply).not.toHaveBeenCalled();
  });

  it('closes at once when nothing uploads', async () => {
    const { onClose } = openDialog('text');
    await userEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('element dialog: text settings', () => {
  it('a textarea shows 3 rows by default and applies placeholder, length bounds and rows', async () => {
    const { applied } = openDialog('textarea');
    expect((field('Aantal regels') as HTMLInputElement).value).toBe('3');
    await userEvent.type(field('Placeholder'), 'Uw opmerking');
    await userEvent.type(field('Minimale lengte'), '2');
    await userEvent.type(field('Maximale lengte'), '200');
    await userEvent.clear(field('Aantal regels'));
    await userEvent.type(field('Aantal regels'), '6');
    await apply();
    expect(applied()).toMatchObject({
      placeholder: 'Uw opmerking',
      rows: 6,
      validation: [
        ['optional', true],
        ['minLength', 2],
        ['maxLength', 200],
      ],
    });
  });

  it("refuses a minimum length above the maximum with core's text", async () => {
    const { onApply } = openDialog('text');
    await userEvent.type(field('Minimale lengte'), '10');
    await userEvent.type(field('Maximale lengte'), '5');
    await apply();
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText(te('element.minAboveMax'))).toBeTruthy();
  });

  it('a cleared bound is no bound', async () => {
    const { applied } = openDialog('text', {
      validation: [
        ['optional', true],
        ['maxLength', 9],
      ],
    });
    await userEvent.clear(field('Maximale lengte'));
    await apply();
    expect(applied()).toMatchObject({ validation: [['optional', true]] });
  });

  it('an e-mail field has a placeholder but no length bounds', () => {
    openDialog('email');
    expect(field('Placeholder')).toBeTruthy();
    expect(screen.queryByLabelText('Minimale lengte', { exact: false })).toBeNull();
  });

  it('remembers input and hides visually when asked', async () => {
    const { applied } = openDialog('text');
    await userEvent.click(screen.getByRole('switch', { name: /Invoer onthouden/ }));
    await userEvent.click(screen.getByRole('switch', { name: /Visueel verbergen/ }));
    await apply();
    expect(applied()).toMatchObject({ rememberInput: true, visuallyHidden: true });
  });

  it('offers visually hidden but no remembering where the type has none (signature)', () => {
    openDialog('signature');
    expect(screen.getByRole('switch', { name: /Visueel verbergen/ })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: /Invoer onthouden/ })).toBeNull();
  });
});
