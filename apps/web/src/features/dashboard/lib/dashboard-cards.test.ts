import { permissionsForRoles, type TRole } from '@eform/core/permissions';
import { describe, expect, it } from 'vitest';
import { buildAccess } from '../../session/lib/access';
import { buildDashboardCards } from './dashboard-cards';

function cardsFor(roles: TRole[]) {
  const access = buildAccess(roles, {
    roles: ['authenticated', ...roles],
    permissions: permissionsForRoles(roles),
  });
  return buildDashboardCards(access);
}

describe('buildDashboardCards', () => {
  it('gives a form manager all three cards with the editing wording', () => {
    const cards = cardsFor(['form_manager']);
    expect(cards.map((c) => c.id)).toEqual(['fill', 'manage', 'create']);
    expect(cards[1]?.text).toBe('ui.dashboard.manage.textEdit');
  });

  it('tells a registrations viewer that form management is view-only', () => {
    const cards = cardsFor(['form_view_registrations']);
    expect(cards.map((c) => c.id)).toEqual(['fill', 'manage']);
    expect(cards[1]?.text).toBe('ui.dashboard.manage.textView');
  });

  it('gives a financial user only the fill card', () => {
    expect(cardsFor(['financial']).map((c) => c.id)).toEqual(['fill']);
  });
});
