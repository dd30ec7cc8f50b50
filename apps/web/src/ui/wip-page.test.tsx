import { t } from '@eform/core/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render';
import { WipPage } from './wip-page';

describe('WipPage', () => {
  it('names the part of the product that comes there and links home', () => {
    renderScreen(<WipPage title="ui.page.formListAdmin" area="formAdmin" />, '/admin/form-list');
    expect(
      screen.getByRole('heading', { level: 1, name: t('ui.page.formListAdmin') }),
    ).toBeTruthy();
    expect(screen.getByTestId('wip-note').textContent).toContain(t('ui.wip.area.formAdmin'));
    const home = screen.getByRole('link', { name: t('ui.common.back') });
    expect(home.getAttribute('href')).toBe('/');
  });

  it('links back to the list the screen belongs to when it has one', () => {
    renderScreen(
      <WipPage title="ui.page.formCreate" area="formAdmin" backTo="/admin/form-list" />,
      '/admin/form-create',
    );
    const back = screen.getByRole('link', { name: t('ui.common.back') });
    expect(back.getAttribute('href')).toBe('/admin/form-list');
  });
});
