import type { TTenant } from '../clients/clients.service';

/**
 * Managers with form permissions ('eform form view': admin, client_manager, form_manager,
 * form_view_registrations) reach every form of the client, published or not. Everyone else is a
 * filler here: only published forms shared with them or one of their groups.
 */
export function canManageAllForms(tenant: TTenant): boolean {
  return tenant.permissions.includes('eform form view');
}
