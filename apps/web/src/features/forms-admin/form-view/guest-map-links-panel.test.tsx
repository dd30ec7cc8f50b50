import { ta } from '@eform/core/messages/admin';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { GuestMapLinks } from './guest-map-links-panel';

const ORIGIN = 'https://eform.example.nl';
const FORM_ID = '0b6f1f52-3c1e-4d1a-9a55-6a3c5a1d2e7f';

const map = (name: string, label: string, guest_map_enabled: boolean) => ({
  uuid: `u-${name}`,
  elementType: 'map' as const,
  name,
  label,
  mapSettings: { guest_map_enabled },
});

describe('GuestMapLinks', () => {
  it('shows the link of each public map, also in a subform, each copied by its own button', async () => {
    const onCopy = vi.fn();
    renderScreen(
      <GuestMapLinks
        formId={FORM_ID}
        origin={ORIGIN}
        onCopy={onCopy}
        schema={[
          map('bomen', 'Bomen', true),
          map('intern', 'Intern', false),
          {
            uuid: 'u-ronde',
            elementType: 'subform',
            name: 'ronde',
            label: 'Ronde',
            subform: { schema: [map('lantaarns', 'Lantaarns', true)] },
          },
        ]}
      />,
    );
    const link = (label: string) =>
      (screen.getByLabelText(ta('formSharing.guestMap.link', { label })) as HTMLInputElement).value;
    expect(link('Bomen')).toBe(`${ORIGIN}/guest/map/${FORM_ID}/bomen`);
    expect(link('Lantaarns')).toBe(`${ORIGIN}/guest/map/${FORM_ID}/lantaarns`);
    expect(
      screen.queryByLabelText(ta('formSharing.guestMap.link', { label: 'Intern' })),
    ).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: ta('formSharing.guestMap.copy', { label: 'Lantaarns' }) }),
    );
    expect(onCopy).toHaveBeenCalledWith(`${ORIGIN}/guest/map/${FORM_ID}/lantaarns`);
  });

  it('shows nothing without a public map', () => {
    renderScreen(
      <GuestMapLinks
        formId={FORM_ID}
        origin={ORIGIN}
        onCopy={vi.fn()}
        schema={[map('intern', 'Intern', false)]}
      />,
    );
    expect(screen.queryByRole('region', { name: ta('formSharing.guestMap.title') })).toBeNull();
  });
});
