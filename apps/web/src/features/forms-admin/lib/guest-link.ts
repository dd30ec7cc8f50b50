import type { TFormSettings } from '@eform/core/api';

/**
 * The public link of a form with guest access (route guest_form, doc 1 §2): `origin` plus
 * /guest/form/{guestID}. Null while guest access is off or the server has not given an id yet;
 * the id is always the server's (it makes a new random one when guest access is turned on).
 */
export function buildGuestLink(origin: string, settings: TFormSettings): string | null {
  if (!settings.guestAccess || !settings.guestID) return null;
  return `${origin}/guest/form/${encodeURIComponent(settings.guestID)}`;
}

/**
 * The public link of a map element with guest_map_enabled (route guest_map_form, doc 3 §2):
 * `origin` plus /guest/map/{form_id}/{element_name}.
 */
export function buildGuestMapLink(origin: string, formId: string, elementName: string): string {
  return `${origin}/guest/map/${encodeURIComponent(formId)}/${encodeURIComponent(elementName)}`;
}
