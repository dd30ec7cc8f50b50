import { th } from '@eform/core/messages/home';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { freshDb, OWNER, PNG_DATA_URL, signInOwner } from '../lib/fixtures.test-support';
import { saveRegistration } from '../lib/saved-store';
import { UnsavedRegistrationsDebugPage } from './unsaved-registrations-debug-page';

beforeEach(() => {
  freshDb();
  signInOwner();
});

describe('/debug/unsaved-registrations', () => {
  it('shows the device store as JSON to copy, select or download', async () => {
    await saveRegistration(OWNER, {
      fillToken: 'tok-debug',
      formId: 'form-1',
      formName: 'Melding',
      formSummary: '',
      registrationNameToken: '',
      schema: [],
      values: { foto: [{ name: 'a.png', base64: PNG_DATA_URL }] },
    });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderScreen(<UnsavedRegistrationsDebugPage />, '/debug/unsaved-registrations');
    const dump = await screen.findByTestId('saved-dump');
    const parsed = JSON.parse(dump.textContent ?? '');
    expect(parsed.registrations[0].fillToken).toBe('tok-debug');
    expect(parsed.files[0]).toMatchObject({ type: 'image/png', bytes: 70 });

    await userEvent.click(screen.getByRole('button', { name: th('saved.debugCopy') }));
    expect(writeText).toHaveBeenCalledWith(dump.textContent);
    await userEvent.click(screen.getByRole('button', { name: th('saved.debugSelectAll') }));
    expect(window.getSelection()?.toString()).toContain('tok-debug');
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: th('saved.debugDownload') }));
    expect(createObjectURL).toHaveBeenCalled();
  });
});
