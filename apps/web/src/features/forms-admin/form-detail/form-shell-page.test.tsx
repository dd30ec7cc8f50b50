import type { TPermission } from '@eform/core/permissions';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render';
import { activeTab, FormTabsView } from './form-shell-page';

const ID = '0b5e6f1c-6a47-4bd5-9a5c-3d1f1f7b2a10';
const all = () => true;

describe('form container tabs (doc 2 §2)', () => {
  it('shows the six tabs with Bekijk selected on the shell root', () => {
    renderScreen(<FormTabsView formId={ID} can={all} />, `/admin/form/${ID}`);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Bekijk',
      'Aanpassen',
      'E-mails',
      'Regels',
      'Integraties',
      'Registraties',
    ]);
    expect(screen.getByRole('tab', { name: 'Bekijk' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows each tab only with its permission; Bekijk always', () => {
    const granted = new Set<TPermission>(['eform manage form registrations']);
    renderScreen(
      <FormTabsView formId={ID} can={(p) => granted.has(p)} />,
      `/admin/form/${ID}/registrations`,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Bekijk',
      'Registraties',
    ]);
    expect(screen.getByRole('tab', { name: 'Registraties' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('opens the chosen tab', async () => {
    const { router } = renderScreen(<FormTabsView formId={ID} can={all} />, `/admin/form/${ID}`);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Regels' }));
    expect(router.state.location.pathname).toBe(`/admin/form/${ID}/rules`);
  });

  it.each([
    [`/admin/form/${ID}`, 'view'],
    [`/admin/form/${ID}/remove`, 'view'],
    [`/admin/form/${ID}/registrations/r1`, 'registrations'],
    [`/admin/form/${ID}/edit`, 'edit'],
  ])('%s belongs to tab %s', (path, tab) => {
    expect(activeTab(path, ID)).toBe(tab);
  });
});
