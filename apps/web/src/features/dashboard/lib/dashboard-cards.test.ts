import { permissionsForRoles, type TRole } from '@eform/core/permissions';
import { describe, expect, it } from 'vitest';
import { buildAccess } from '../../session';
import { buildDashboardCards } from './dashboard-cards';

function accessFor(roles: TRole[]) {
  return buildAccess(roles, {
    roles: ['authenticated', ...roles],
    permissions: permissionsForRoles(roles),
  });
}

/** The cards by permission alone, as if every screen were built. */
function cardsFor(roles: TRole[]) {
  return buildDashboardCards(accessFor(roles), () => false);
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

  it('leaves out a card whose screen is a placeholder', () => {
    const cards = buildDashboardCards(
      accessFor(['form_manager']),
      (path) => path === '/admin/form-create',
    );
    expect(cards.map((c) => c.id)).toEqual(['fill', 'manage']);
  });
});
