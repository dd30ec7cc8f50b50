import { t } from '@eform/core/messages';
import { th } from '@eform/core/messages/home';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render';
import { WipPage } from './wip-page';

describe('WipPage', () => {
  it('says what comes on this screen and links home', () => {
    renderScreen(<WipPage title="ui.page.guestMap" />, '/guest/map/m1');
    expect(screen.getByRole('heading', { level: 1, name: t('ui.page.guestMap') })).toBeTruthy();
    expect(screen.getByTestId('wip-note').textContent).toContain(th('ui.wip.guestMap'));
    const home = screen.getByRole('link', { name: t('ui.common.back') });
    expect(home.getAttribute('href')).toBe('/');
  });

  it('links back to the list the screen belongs to when it has one', () => {
    renderScreen(
      <WipPage title="ui.page.guestMap" backTo="/assigned-registration-list" />,
      '/guest/map/m1',
    );
    const back = screen.getByRole('link', { name: t('ui.common.back') });
    expect(back.getAttribute('href')).toBe('/assigned-registration-list');
  });
});
