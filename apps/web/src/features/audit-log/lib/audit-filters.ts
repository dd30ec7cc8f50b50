import type { TAuditAction } from '@eform/core/api/audit';

/** The filters as the form holds them: text fields, '' when empty. */
export interface TAuditFilters {
  user: string;
  action: TAuditAction | '';
  from: string;
  to: string;
  registration: string;
  client: string;
}

/** No filter at all. */
export const NO_FILTERS: TAuditFilters = {
  user: '',
  action: '',
  from: '',
  to: '',
  registration: '',
  client: '',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of a local day (a date field's YYYY-MM-DD) as an ISO instant. */
function dayStart(day: string, plusDays = 0): string | undefined {
  const start = new Date(`${day}T00:00:00`);
  if (Number.isNaN(start.getTime())) return undefined;
  return new Date(start.getTime() + plusDays * DAY_MS).toISOString();
}

/**
 * The query string of the filters: 'Tot' includes its whole day (the server's `to` is
 * exclusive), 'Van' starts at its day's beginning, both in the user's own time zone.
 */
export function auditQuery(filters: TAuditFilters, page?: number): URLSearchParams {
  const params = new URLSearchParams();
  const user = filters.user.trim();
  const registration = filters.registration.trim();
  const client = filters.client.trim();
  if (user) params.set('user_id', user);
  if (filters.action) params.set('action', filters.action);
  const from = filters.from ? dayStart(filters.from) : undefined;
  const to = filters.to ? dayStart(filters.to, 1) : undefined;
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (registration) params.set('registration_id', registration);
  if (client) params.set('client_id', client);
  if (page !== undefined && page > 1) params.set('page', String(page));
  return params;
}
