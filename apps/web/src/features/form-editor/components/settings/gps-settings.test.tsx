import { te } from '@eform/core/messages/editor';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GpsSettings, TrackingSettings } from './gps-settings';
import { described, input, renderPanel } from './settings-harness.test-support';

describe('GpsSettings', () => {
  it('shows the default minimal accuracy of 25 m on the input and the slider', () => {
    renderPanel(GpsSettings, 'gps');
    expect(input('Minimale nauwkeurigheid (meter)').value).toBe('25');
    expect(
      screen
        .getByRole('slider', { name: 'Minimale nauwkeurigheid (schuifregelaar)' })
        .getAttribute('aria-valuenow'),
    ).toBe('25');
  });

  it("reports a blank and a value above 200 with core's messages, keeping what is typed", async () => {
    const user = userEvent.setup();
    const { element } = renderPanel(GpsSettings, 'gps');
    const field = input('Minimale nauwkeurigheid (meter)');
    await user.clear(field);
    expect(element().mapSettings?.minAccuracy).toBeUndefined();
    expect(described(field)).toContain(te('element.gpsMinAccuracyRequired'));
    await user.type(field, '250');
    await user.tab();
    expect(field.value).toBe('250');
    expect(described(field)).toContain(te('element.gpsMinAccuracyRange'));
  });

  it('moves with the slider by keyboard and lets a location be placed by hand', async () => {
    const user = userEvent.setup();
    const { element } = renderPanel(GpsSettings, 'gps');
    screen.getByRole('slider', { name: 'Minimale nauwkeurigheid (schuifregelaar)' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(input('Minimale nauwkeurigheid (meter)').value).toBe('26');
    await user.click(screen.getByRole('switch', { name: 'Locatie handmatig laten kiezen' }));
    expect(element().mapSettings).toMatchObject({ minAccuracy: 26, setManualLocation: true });
  });
});

describe('TrackingSettings', () => {
  it('edits the minimal accuracy, keeping tracking on', async () => {
    const user = userEvent.setup();
    const { element } = renderPanel(TrackingSettings, 'tracking', {
      messageAt: (field) =>
        field === 'mapSettings.minAccuracy' ? 'Nauwkeurigheidsfout' : undefined,
    });
    const field = input('Minimale nauwkeurigheid (meter)');
    expect(field.value).toBe('25');
    expect(described(field)).toContain('Nauwkeurigheidsfout');
    await user.clear(field);
    await user.type(field, '40');
    expect(element().mapSettings).toMatchObject({ minAccuracy: 40, tracking: true });
  });
});
