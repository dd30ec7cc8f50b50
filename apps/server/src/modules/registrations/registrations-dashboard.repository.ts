import { DEFAULT_TIME_ZONE } from '@eform/core/constants';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { forms, registrations } from '../../db/schema';

/** One form's figures on the managers' dashboard, as the statement answers them. */
export interface TDashboardFormRow {
  uuid: string;
  name: string;
  total: number;
  days: { date: string; count: number }[];
  phases: { phase: string; count: number }[];
}

/**
 * The dashboard's forms of a client in one statement (no query per form): per form the sent
 * registrations not trashed since `firstDay` (a Dutch day) per day, and for a workflow form its
 * open registrations (drafts not trashed) per phase. Each form's rows are read through its own
 * index entries (a lateral per form: registrations_list_date_idx holds client, form, status and
 * date). The busiest `limit` forms, then by name.
 */
export async function findDashboardForms(
  db: TDb,
  clientId: number,
  firstDay: string,
  limit: number,
): Promise<TDashboardFormRow[]> {
  const since = sql`(${firstDay}::date::timestamp at time zone ${DEFAULT_TIME_ZONE})`;
  const result = await db.execute(sql`
    select f.uuid, f.name, coalesce(d.total, 0)::int as total,
      coalesce(d.days, '[]'::json) as days, coalesce(p.phases, '[]'::json) as phases
    from ${forms} f
    cross join lateral (
      select sum(n)::int as total,
        json_agg(json_build_object('date', to_char(day, 'YYYY-MM-DD'), 'count', n) order by day) as days
      from (
        select s.day, count(*)::int as n
        from (select (r.registered_at at time zone ${DEFAULT_TIME_ZONE})::date as day
          from ${registrations} r
          where r.client_id = ${clientId} and r.form_id = f.id and r.status = 'completed'
            and r.deleted_at is null and r.registered_at >= ${since}) s
        group by s.day) per_day
    ) d
    cross join lateral (
      select json_agg(json_build_object('phase', phase, 'count', n) order by phase) as phases
      from (
        select r.phase, count(*)::int as n from ${registrations} r
        where f.registration_phase is not null and r.client_id = ${clientId}
          and r.form_id = f.id and r.status = 'draft' and r.deleted_at is null
          and r.phase is not null
        group by r.phase) per_phase
    ) p
    where f.client_id = ${clientId}
    order by total desc, f.name, f.id
    limit ${limit}`);
  return result.rows as unknown as TDashboardFormRow[];
}
