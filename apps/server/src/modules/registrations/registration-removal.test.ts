import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
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
import {
  creditUsages,
  registrationSerialSequence,
  registrationSubmits,
  registrations,
} from '../../db/schema';

const { app, db } = await getTestServer();

async function sequenceExists(formId: number) {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from pg_class
      where relkind = 'S' and relname = ${registrationSerialSequence(formId)}`,
  );
  return rows[0]?.n === 1;
}

describe('removing a form', () => {
  it("removes its registrations, their submit rows and its serial sequence; another form's stay", async () => {
    const client = await createClient(db);
    const folder = await createFolder(db, client);
    const form = await createForm(db, client, folder, { publishedAt: new Date() });
    const other = await createForm(db, client, folder, { publishedAt: new Date() });
    const manager = await createUser(db, { client, roles: ['form_manager'] });
    const filler = await createUser(db, { client });
    await shareForm(db, form, { userId: filler.id });
    await shareForm(db, other, { userId: filler.id });
    await createCredits(db, client, 10);
    const fillerKey = await login(app, filler);
    const sent: string[] = [];
    for (const target of [form, form, other]) {
      const response = await callApi(app, fillerKey, 'POST', '/api/registration', {
        form_id: target.uuid,
        fill_token: randomUUID(),
        values: { omschrijving: 'Lek' },
      });
      expect(response.statusCode, response.body).toBe(200);
      sent.push(response.json().registration_id);
    }
    expect(await sequenceExists(form.id)).toBe(true);

    const removed = await callApi(
      app,
      await login(app, manager),
      'DELETE',
      `/api/form/${form.uuid}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);

    const left = await db
      .select({ uuid: registrations.uuid })
      .from(registrations)
      .where(eq(registrations.clientId, client.id));
    expect(left.map((row) => row.uuid)).toEqual([sent[2]]);
    const submits = await db
      .select()
      .from(registrationSubmits)
      .where(eq(registrationSubmits.clientId, client.id));
    expect(submits).toHaveLength(1);
    expect(await sequenceExists(form.id)).toBe(false);
    expect(await sequenceExists(other.id)).toBe(true);
    // The credits spent stay spent: the usage ledger keeps all three.
    const usages = await db.select().from(creditUsages).where(eq(creditUsages.clientId, client.id));
    expect(usages).toHaveLength(3);
  });
});
