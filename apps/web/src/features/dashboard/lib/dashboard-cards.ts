import type { TPlainHomeMessageKey } from '@eform/core/messages/home';
import { FORM_LIST_ADMIN_PERMISSIONS, hasPermission } from '@eform/core/permissions';
import type { TIsPlaceholderPath } from '../../../lib/placeholder-paths';
import { canAny, type TAccess } from '../../session';

export type TDashboardCardId = 'fill' | 'manage' | 'create';

export type TDashboardCard = {
  id: TDashboardCardId;
  title: TPlainHomeMessageKey;
  text: TPlainHomeMessageKey;
  action: TPlainHomeMessageKey;
  to: string;
};

/**
 * The dashboard's cards by permission (doc 1 §2.6). 'Formulieren beheren' tells users without
 * 'eform manage form edit' that they can only view; the install card is always added by the page.
 * A card whose screen is still a placeholder (`isPlaceholder`: the app's lookup in its route
 * tables) is left out: its action must not lead to a dead end.
 */
export function buildDashboardCards(
  access: TAccess,
  isPlaceholder: TIsPlaceholderPath,
): TDashboardCard[] {
  return cardsByPermission(access).filter((card) => !isPlaceholder(card.to));
}

function cardsByPermission(access: TAccess): TDashboardCard[] {
  const cards: TDashboardCard[] = [
    {
      id: 'fill',
      title: 'ui.dashboard.fill.title',
      text: 'ui.dashboard.fill.text',
      action: 'ui.dashboard.fill.action',
      to: '/folders',
    },
  ];
  if (canAny(access, FORM_LIST_ADMIN_PERMISSIONS)) {
    const canEdit = hasPermission(access.permissions, 'eform manage form edit');
    cards.push({
      id: 'manage',
      title: 'ui.dashboard.manage.title',
      text: canEdit ? 'ui.dashboard.manage.textEdit' : 'ui.dashboard.manage.textView',
      action: 'ui.dashboard.manage.action',
      to: '/admin/form-list',
    });
  }
  if (hasPermission(access.permissions, 'eform manage forms')) {
    cards.push({
      id: 'create',
      title: 'ui.dashboard.create.title',
      text: 'ui.dashboard.create.text',
      action: 'ui.dashboard.create.action',
      to: '/admin/form-create',
    });
  }
  return cards;
}
