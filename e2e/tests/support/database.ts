import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { E2E } from '../../playwright.config';

/**
 * A connection to the e2e server's own database, for the few states no screen or API call can
 * make yet (e.g. a user on a client's terms list: the client edit screen comes later). The
 * server runs its embedded PostgreSQL (DATABASE_URL unset, as `npm start` does) under
 * DATA_DIR/postgres, on a free port it picks at start; PostgreSQL itself writes that port into
 * postmaster.pid (line 4), and the server keeps the generated superuser password beside the
 * cluster in postgres.password. The app's database is `eform`. No test-only code in the server.
 */
async function connectionString(): Promise<string> {
  const clusterDir = join(E2E.dataDir, 'postgres');
  const pid = await readFile(join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => {
    throw new Error(`No running PostgreSQL under ${clusterDir}: is the e2e server up?`);
  });
  const port = Number(pid.split('\n')[3]);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`No port in ${clusterDir}/postmaster.pid`);
  const password = (await readFile(`${clusterDir}.password`, 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/eform`;
}

/** Runs `work` with a client of the e2e database and closes it again. */
export async function withDatabase<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: await connectionString() });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** Name of the client the server's demo seed creates. */
export const DEMO_CLIENT = 'Demo Gemeente';

/**
 * Puts `email` on the terms list of the demo client (or takes them off), the way a client
 * manager will on the client edit screen: the client requires terms, the member must accept them.
 */
export async function setTermsRequired(email: string, required: boolean): Promise<void> {
  await withDatabase(async (db) => {
    await db.query('update clients set terms_and_conditions_required = $1 where name = $2', [
      required,
      DEMO_CLIENT,
    ]);
    const result = await db.query(
      `update memberships m set require_terms = $1, terms_accepted_at = null
         from users u, clients c
        where m.user_id = u.id and m.client_id = c.id and lower(u.email) = lower($2) and c.name = $3`,
      [required, email, DEMO_CLIENT],
    );
    if (result.rowCount !== 1) throw new Error(`${email} is no member of ${DEMO_CLIENT}`);
  });
}

/** When `email` accepted the demo client's terms, or null. */
export async function termsAcceptedAt(email: string): Promise<Date | null> {
  return withDatabase(async (db) => {
    const result = await db.query<{ terms_accepted_at: Date | null }>(
      `select m.terms_accepted_at from memberships m
         join users u on u.id = m.user_id join clients c on c.id = m.client_id
        where lower(u.email) = lower($1) and c.name = $2`,
      [email, DEMO_CLIENT],
    );
    return result.rows[0]?.terms_accepted_at ?? null;
  });
}

/**
 * Gives a form made on the screens one text field, the way the element editor will (issue 18):
 * until that editor exists a new form has no field, and a form without one cannot be published.
 */
export async function addTextField(formId: string): Promise<void> {
  await withDatabase(async (db) => {
    const field = {
      uuid: crypto.randomUUID(),
      elementType: 'text',
      name: 'omschrijving',
      label: 'Omschrijving',
    };
    const result = await db.query(`update forms set schema = schema || $1::jsonb where uuid = $2`, [
      JSON.stringify([field]),
      formId,
    ]);
    if (result.rowCount !== 1) throw new Error(`no form ${formId}`);
  });
}

/**
 * Dates the first `count` registrations of a form `days` back, as if they had been sent that long
 * ago (the retention spec: no screen sends a registration in the past).
 */
export async function ageRegistrations(formId: string, count: number, days: number) {
  await withDatabase(async (db) => {
    const result = await db.query(
      `update registrations set registered_at = now() - make_interval(days => $3)
        where id in (select r.id from registrations r join forms f on f.id = r.form_id
                      where f.uuid = $1 order by r.id limit $2)`,
      [formId, count, days],
    );
    if (result.rowCount !== count) throw new Error(`form ${formId} has no ${count} registrations`);
  });
}
