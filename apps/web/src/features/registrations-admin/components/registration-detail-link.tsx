/**
 * What the registrations list hands the detail screen when it opens a registration: its own URL
 * query (tab, page, sort, filters), so 'Terug naar registraties' returns to the same view.
 * The list opens a row with `navigate(to, { state })` or `<Link to={to} state={state}>`.
 */
export type TRegistrationDetailState = { listSearch?: string };

const formBase = (formId: string) => `/admin/form/${encodeURIComponent(formId)}`;

/** The detail of one registration, with the list's query kept for the way back. */
export function registrationDetailLink(
  formId: string,
  registrationId: string,
  listSearch: string,
): { to: string; state: TRegistrationDetailState } {
  return {
    to: `${formBase(formId)}/registrations/${encodeURIComponent(registrationId)}`,
    state: { listSearch },
  };
}

/**
 * The list to go back to: with the query the list handed over, else the list's first view (a
 * detail opened from a shared link or after a reload of another tab has no list behind it).
 */
export function registrationsListPath(formId: string, state: unknown): string {
  const search =
    typeof state === 'object' && state !== null && 'listSearch' in state
      ? (state as TRegistrationDetailState).listSearch
      : undefined;
  // Only a query string: the state must not be able to send the back button anywhere else.
  const kept = typeof search === 'string' && search.startsWith('?') ? search : '';
  return `${formBase(formId)}/registrations${kept}`;
}
