import {
  DASHBOARD_FORM_DAYS,
  DASHBOARD_FORMS_MAX,
  type TDashboardForms,
} from '@eform/core/api/registration-charts';
import { DEFAULT_TIME_ZONE } from '@eform/core/constants';
import type { TDb } from '../../db/client';
import { canManageAllForms, type TTenant } from '../access';
import { findDashboardForms } from './registrations-dashboard.repository';

/**
 * The managers' dashboard (issue 35 item 4): per form of the client the registrations of the
 * last 30 days and a workflow form's open registrations per phase.
 */

const DAY_MS = 86_400_000;

/** A Dutch day (YYYY-MM-DD) `back` days before `now`'s. */
function dutchDay(now: Date, back = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE }).format(now);
  return new Date(Date.parse(`${today}T00:00:00Z`) - back * DAY_MS).toISOString().slice(0, 10);
}

/**
 * GET /api/client/{id}/dashboard/forms: the forms the user manages (every form of the client for
 * whoever manages forms there; the route has checked 'eform manage form registrations'), the
 * busiest {@link DASHBOARD_FORMS_MAX} first, each with every one of the last
 * {@link DASHBOARD_FORM_DAYS} days (today included, oldest first; a day without any is 0).
 */
export async function dashboardForms(
  db: TDb,
  tenant: TTenant,
  now = new Date(),
): Promise<TDashboardForms> {
  // Registrations of forms one may not see are never counted for one.
  if (!canManageAllForms(tenant)) return { forms: [] };
  const days = Array.from({ length: DASHBOARD_FORM_DAYS }, (_, i) =>
    dutchDay(now, DASHBOARD_FORM_DAYS - 1 - i),
  );
  const rows = await findDashboardForms(db, tenant.client.id, days[0] ?? '', DASHBOARD_FORMS_MAX);
  return {
    forms: rows.map((row) => {
      const counted = new Map(row.days.map((day) => [day.date, day.count]));
      return {
        form_id: row.uuid,
        name: row.name,
        last_30_days: days.map((date) => ({ date, count: counted.get(date) ?? 0 })),
        total_30_days: row.total,
        open_per_phase: row.phases,
      };
    }),
  };
}
