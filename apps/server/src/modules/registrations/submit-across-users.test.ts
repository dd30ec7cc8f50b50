import { randomUUID } from 'node:crypto';
import type { TElement } from '@eform/core/elements';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  createClient,
  createCredits,
  createFolder,
  createForm,
  createUser,
  login,
  shareForm,
} from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';
import { formAccess, registrations } from '../../db/schema';
import { getClientCredits } from '../credits';
import { waitingSubmits } from './submit-batcher';

const { app, db, url } = await getTestServer();

const FORMS = 4;
const USERS = 8;

const text = (name: string) =>
  ({ uuid: randomUUID(), elementType: 'text', name, label: name }) as TElement;

/** A client with FORMS published forms, each shared with USERS users (each their own key). */
async function setup() {
  const client = await createClient(db);
  const folder = await createFolder(db, client);
  const forms = await Promise.all(
    Array.from({ length: FORMS }, (_, f) =>
      createForm(db, client, folder, {
        publishedAt: new Date(),
        schema: [text('naam')],
        registrationNameToken: `F${f} $registration_serial_number$: $naam$`,
      }),
    ),
  );
  const users = [];
  for (let u = 0; u < USERS; u++) {
    const user = await createUser(db, { client });
    for (const form of forms) await shareForm(db, form, { userId: user.id });
    users.push({ user, apiKey: await login(app, user) });
  }
  await createCredits(db, client, 1000);
  return { client, forms, users };
}

const send = (apiKey: string, formId: string, naam: string) =>
  callApi(app, apiKey, 'POST', '/api/registration', {
    form_id: formId,
    fill_token: randomUUID(),
    values: { naam },
  });

/** Polls until `done` holds (at most `ms`): waits for an event, not for a guessed time. */
async function until(done: () => boolean | Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await done()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('group commit across users and forms', () => {
  it('stores concurrent submits of different users and forms of one client in ONE statement, each with its own answer; a failed guard refuses only its own', async () => {
    const { client, forms, users } = await setup();
    // Every user sends once on every form: from now on their form and access come from the fill
    // cache, so each later submit carries its own guard into the statement.
    for (const [u, { apiKey }] of users.entries()) {
      for (const form of forms)
        expect((await send(apiKey, form.uuid, `warm ${u}`)).statusCode).toBe(200);
    }
    const stale = users[USERS - 1];
    const staleForm = forms[FORMS - 1];
    if (!stale || !staleForm) throw new Error('setup');
    // Unshared after its cache was filled: its next submit's guard fails inside the statement.
    await db
      .delete(formAccess)
      .where(and(eq(formAccess.formId, staleForm.id), eq(formAccess.userId, stale.user.id)));

    // Hold the first statement (INSERT waits for the table lock) so the others gather behind it.
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table registrations in share mode');
      const blocker = send(users[0]?.apiKey ?? '', forms[0]?.uuid ?? '', 'eerste');
      // (Asked outside the locker's transaction: pg_stat_activity is a snapshot per transaction.)
      await until(async () => {
        const { rows } = await db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return (rows[0]?.n ?? 0) >= 1;
      });
      const wave = users.map(({ user, apiKey }, u) => {
        const form = user.id === stale.user.id ? staleForm : forms[u % FORMS];
        return {
          user,
          form,
          naam: `golf ${u}`,
          answer: send(apiKey, form?.uuid ?? '', `golf ${u}`),
        };
      });
      await until(() => waitingSubmits() === wave.length);
      expect(waitingSubmits()).toBe(wave.length);
      await locker.query('commit');
      expect((await blocker).statusCode).toBe(200);

      const answers = await Promise.all(
        wave.map(async (entry) => ({ ...entry, response: await entry.answer })),
      );
      const stored = answers.filter((entry) => entry.user.id !== stale.user.id);
      const refused = answers.find((entry) => entry.user.id === stale.user.id);
      // The unshared one: stale in the statement, then refused on a fresh lookup.
      expect(refused?.response.statusCode).toBe(404);

      const ids = stored.map((entry) => entry.response.json().registration_id as string);
      const rows = await db
        .select({
          uuid: registrations.uuid,
          formId: registrations.formId,
          userId: registrations.userId,
          serialNumber: registrations.serialNumber,
          name: registrations.name,
          values: registrations.values,
          xmin: sql<string>`${registrations}.xmin::text`,
        })
        .from(registrations)
        .where(inArray(registrations.uuid, ids));
      expect(rows).toHaveLength(stored.length);
      // ONE statement (autocommit: one transaction) stored all of them.
      expect(new Set(rows.map((row) => row.xmin)).size).toBe(1);
      for (const entry of stored) {
        const body = entry.response.json();
        expect(entry.response.statusCode, entry.response.body).toBe(200);
        const row = rows.find((r) => r.uuid === body.registration_id);
        const f = forms.findIndex((form) => form.id === entry.form?.id);
        expect(row).toMatchObject({
          formId: entry.form?.id,
          userId: entry.user.id,
          values: { naam: entry.naam },
        });
        expect(body.registration_serial_number).toBe(row?.serialNumber);
        expect(body.registration_name).toBe(`F${f} ${row?.serialNumber}: ${entry.naam}`);
        expect(row?.name).toBe(body.registration_name);
      }
      // Serial numbers stay per form: no two registrations of one form share one.
      const all = await db
        .select({ formId: registrations.formId, serialNumber: registrations.serialNumber })
        .from(registrations)
        .where(eq(registrations.clientId, client.id));
      const keys = all.map((row) => `${row.formId}:${row.serialNumber}`);
      expect(new Set(keys).size).toBe(keys.length);
      // One credit per stored registration, none for the refused one.
      expect(await getClientCredits(db, client.id)).toBe(1000 - all.length);
    } finally {
      await locker.query('rollback').catch(() => undefined);
      await locker.end();
    }
  });
});
