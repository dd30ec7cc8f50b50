import type { TFormSettings } from '@eform/core/api';
import { ta } from '@eform/core/messages/admin';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { GuestAccessView } from './guest-access-view';

const ORIGIN = 'https://eform.example.nl';
const ID = '6d0c3c9e-2f57-4a8e-9d8e-1c1b9f0f4a11';

function setup(settings: TFormSettings, published = true) {
  const onToggle = vi.fn(async () => null);
  const onCopy = vi.fn();
  renderScreen(
    <GuestAccessView
      settings={settings}
      published={published}
      origin={ORIGIN}
      saving={false}
      onToggle={onToggle}
      onCopy={onCopy}
    />,
  );
  return { onToggle, onCopy, user: userEvent.setup() };
}

describe('GuestAccessView', () => {
  it('turning guest access on sends only "on": the id is the server\'s to make', async () => {
    const { onToggle, user } = setup({ guestAccess: false });
    await user.click(screen.getByRole('switch', { name: ta('formSharing.guest.enable') }));
    expect(onToggle).toHaveBeenCalledWith(true);
    expect(screen.queryByLabelText(ta('formSharing.guest.link'))).toBeNull();
  });

  it('shows the read-only link built from the guestID and copies it', async () => {
    const { onCopy, user } = setup({ guestAccess: true, guestID: ID });
    const field = screen.getByLabelText(ta('formSharing.guest.link')) as HTMLInputElement;
    expect(field.value).toBe(`${ORIGIN}/guest/form/${ID}`);
    expect(field.readOnly).toBe(true);
    await user.click(screen.getByRole('button', { name: ta('formSharing.guest.copy') }));
    expect(onCopy).toHaveBeenCalledWith(`${ORIGIN}/guest/form/${ID}`);
    expect(screen.queryByTestId('guest-not-published')).toBeNull();
  });

  it('says guests can only fill a published form while it is not published', () => {
    setup({ guestAccess: true, guestID: ID }, false);
    expect(screen.getByTestId('guest-not-published').textContent).toBe(
      ta('formSharing.guest.notPublished'),
    );
  });

  it('shows no link while guest access is off, even with an old id', () => {
    setup({ guestAccess: false, guestID: ID }, false);
    expect(screen.queryByTestId('guest-link')).toBeNull();
    expect(screen.queryByTestId('guest-not-published')).toBeNull();
  });
});

describe('the hourly guest limit', () => {
  function withLimit(settings: TFormSettings, limitHitAt: string | null = null) {
    const onLimitSave = vi.fn(async () => null);
    renderScreen(
      <GuestAccessView
        settings={settings}
        published
        origin={ORIGIN}
        saving={false}
        onToggle={vi.fn(async () => null)}
        onCopy={vi.fn()}
        limitHitAt={limitHitAt}
        onLimitSave={onLimitSave}
      />,
    );
    return { onLimitSave, user: userEvent.setup() };
  }

  it('shows the default of 100 and saves a changed limit when the field is left', async () => {
    const { onLimitSave, user } = withLimit({ guestAccess: true, guestID: ID });
    const field = screen.getByLabelText(ta('formSharing.guest.limit')) as HTMLInputElement;
    expect(field.value).toBe('100');
    await user.clear(field);
    await user.type(field, '25');
    await user.tab();
    expect(onLimitSave).toHaveBeenCalledWith(25);
    expect(screen.queryByTestId('guest-limit-hit')).toBeNull();
  });

  it('saves once when Enter is followed by leaving the field before the save has answered', async () => {
    const { onLimitSave, user } = withLimit({ guestAccess: true, guestID: ID });
    onLimitSave.mockImplementation(() => new Promise(() => {}));
    const field = screen.getByLabelText(ta('formSharing.guest.limit')) as HTMLInputElement;
    await user.clear(field);
    await user.type(field, '40{Enter}');
    await user.tab();
    expect(onLimitSave.mock.calls).toEqual([[40]]);
  });

  it('says when the limit was last reached', () => {
    withLimit({ guestAccess: true, guestID: ID }, '2026-03-05T13:07:00.000Z');
    expect(screen.getByTestId('guest-limit-hit').textContent).toMatch(/^Limiet bereikt op 5 mrt/);
  });
});
