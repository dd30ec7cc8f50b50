import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createClient,
  createCredits,
  createGroup,
  createUser,
  login,
} from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';
import type { TDb } from '../../db/client';
import { batches, clients, files } from '../../db/schema';
import { el, fillingHelpers } from '../registrations/filling.test-support';
import {
  FINISHED_BATCH_KEEP_MS,
  purgeFinishedBatches,
  REMOVAL_STALE_MS,
  resumeStaleRemovals,
  runClientRemoval,
  runRemovalChunk,
} from './client-removal.service';

const { app, db } = await getTestServer();
const { setup, send } = fillingHelpers(app, db);

/** Every public table with a client_id column: where a client's rows live. */
async function clientTables(database: TDb): Promise<string[]> {
  const result = await database.execute<{ table_name: string }>(sql`
    select c.table_name from information_schema.columns c
    join information_schema.tables t using (table_schema, table_name)
    where c.table_schema = 'public' and c.column_name = 'client_id' and t.table_type = 'BASE TABLE'
    order by 1`);
  return result.rows.map((row) => row.table_name);
}

/** Rows per table holding `clientId` (tables without any are left out). */
async function rowsOf(clientId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await clientTables(db)) {
    const result = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where client_id = ${clientId}`,
    );
    const n = result.rows[0]?.n ?? 0;
    if (n > 0) counts[table] = n;
  }
  return counts;
}

/** A client with forms, sent registrations (credits used), files, users and a group. */
async function populatedClient(sharedBytes: Buffer) {
  const { client, form, user, apiKey } = await setup([el('text', 'omschrijving')], {
    credits: 50,
  });
  for (let i = 0; i < 6; i++) {
    expect((await send(apiKey, form.uuid, { omschrijving: `Melding ${i}` })).statusCode).toBe(200);
  }
  const own = await app.storage.put(Buffer.from(`alleen van ${client.uuid}`));
  const shared = await app.storage.put(sharedBytes);
  for (const stored of [own, shared]) {
    await db.insert(files).values({
      clientId: client.id,
      sha256: stored.key,
      size: stored.size,
      mimeType: 'text/plain',
      filename: 'bijlage.txt',
      uploadedBy: user.id,
      formId: form.id,
    });
  }
  await createGroup(db, client, [user]);
  return { client, user, ownKey: own.key, sharedKey: shared.key };
}

describe('POST /api/client/{client_id}/delete', () => {
  it('removes every row of the client in chunks with progress, resumes, and leaves others alone', async () => {
    const sharedBytes = Buffer.from(`gedeeld ${Date.now()}`);
    const doomed = await populatedClient(sharedBytes);
    const kept = await populatedClient(sharedBytes);
    const keptRowsBefore = await rowsOf(kept.client.id);
    expect(Object.keys(await rowsOf(doomed.client.id))).toEqual(
      expect.arrayContaining(['registrations', 'credit_usages', 'files', 'memberships', 'forms']),
    );
    const admin = await createUser(db, { roles: ['admin'] });
    const adminKey = await login(app, admin);

    const started = await callApi(app, adminKey, 'POST', `/api/client/${doomed.client.id}/delete`);
    expect(started.statusCode).toBe(200);
    const batch = started.json();
    expect(batch.total_items).toBeGreaterThan(10);
    expect(batch.items_in_queue).toBe(batch.total_items);
    expect(Date.parse(batch.created_data)).not.toBeNaN();
    // Asked again while under way: the same batch, not a second one.
    const again = await callApi(app, adminKey, 'POST', `/api/client/${doomed.client.id}/delete`);
    expect(again.json().batch_name).toBe(batch.batch_name);

    const progress = async () =>
      (await callApi(app, adminKey, 'GET', `/api/batch/process/${batch.batch_name}`)).json();
    // Two chunks of 4, then the worker "stops" (a restart): the counts are in the database.
    await runRemovalChunk(db, app.storage, batch.batch_name, 4);
    const afterOne = (await progress()).items_in_queue;
    // The files went first (2 rows), then up to 4 rows of the next table.
    expect(afterOne).toBe(batch.total_items - 2);
    await runRemovalChunk(db, app.storage, batch.batch_name, 4);
    expect((await progress()).items_in_queue).toBe(afterOne - 4);
    await runClientRemoval(db, app.storage, batch.batch_name, 4);

    const done = await progress();
    expect(done).toMatchObject({ batch_name: batch.batch_name, items_in_queue: 0 });
    expect(await rowsOf(doomed.client.id)).toEqual({});
    expect(await db.$count(clients, sql`${clients.id} = ${doomed.client.id}`)).toBe(0);
    // The doomed client's own bytes are gone; bytes another client holds too stay.
    expect(await app.storage.exists(doomed.ownKey)).toBe(false);
    expect(await app.storage.exists(doomed.sharedKey)).toBe(true);
    expect(await rowsOf(kept.client.id)).toEqual(keptRowsBefore);
    const keptUser = await login(app, kept.user);
    expect((await callApi(app, keptUser, 'GET', '/api/user/info')).json().clients).toHaveLength(1);
    // Working it again after the end changes nothing.
    await runClientRemoval(db, app.storage, batch.batch_name);
    expect((await progress()).items_in_queue).toBe(0);
  });

  it("needs 'delete client entities' (403), and answers 404 for another client's id", async () => {
    const client = await createClient(db);
    await createCredits(db, client, 5);
    const manager = await login(app, await createUser(db, { client, roles: ['client_manager'] }));
    const refused = await callApi(app, manager, 'POST', `/api/client/${client.id}/delete`);
    expect(refused.statusCode).toBe(403);
    const other = await createClient(db);
    const foreign = await callApi(app, manager, 'POST', `/api/client/${other.id}/delete`);
    expect(foreign.statusCode).toBe(404);
    expect(await db.$count(clients, sql`${clients.id} in (${client.id}, ${other.id})`)).toBe(2);
  });

  it('shows a batch only to who started it (or an admin); 404 for others and garbage', async () => {
    const client = await createClient(db);
    const adminKey = await login(app, await createUser(db, { roles: ['admin'] }));
    const batch = (await callApi(app, adminKey, 'POST', `/api/client/${client.id}/delete`)).json();
    const stranger = await login(app, await createUser(db, { client: await createClient(db) }));
    const url = `/api/batch/process/${batch.batch_name}`;
    expect((await callApi(app, stranger, 'GET', url)).statusCode).toBe(404);
    expect((await callApi(app, stranger, 'GET', '/api/batch/process/nonsense')).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('resumeStaleRemovals', () => {
  it('queues again an unfinished batch no chunk was recorded for in a while', async () => {
    const client = await createClient(db);
    const adminKey = await login(app, await createUser(db, { roles: ['admin'] }));
    const batch = (await callApi(app, adminKey, 'POST', `/api/client/${client.id}/delete`)).json();
    const sent: string[] = [];
    const send = async (name: string) => {
      sent.push(name);
    };
    await resumeStaleRemovals(db, send);
    expect(sent).not.toContain(batch.batch_name);
    await resumeStaleRemovals(db, send, new Date(Date.now() + REMOVAL_STALE_MS + 1000));
    expect(sent).toContain(batch.batch_name);
    await runClientRemoval(db, app.storage, batch.batch_name);
    sent.length = 0;
    await resumeStaleRemovals(db, send, new Date(Date.now() + REMOVAL_STALE_MS + 1000));
    expect(sent).not.toContain(batch.batch_name);
    expect(
      await db.$count(
        batches,
        sql`${batches.name} = ${batch.batch_name} and finished_at is not null`,
      ),
    ).toBe(1);
  });
});

describe('purgeFinishedBatches', () => {
  it('removes a batch a week after it finished, not before, and never an unfinished one', async () => {
    const adminKey = await login(app, await createUser(db, { roles: ['admin'] }));
    const done = (
      await callApi(app, adminKey, 'POST', `/api/client/${(await createClient(db)).id}/delete`)
    ).json();
    const open = (
      await callApi(app, adminKey, 'POST', `/api/client/${(await createClient(db)).id}/delete`)
    ).json();
    await runClientRemoval(db, app.storage, done.batch_name);
    const exists = async (name: string) =>
      (await callApi(app, adminKey, 'GET', `/api/batch/process/${name}`)).statusCode;
    await purgeFinishedBatches(
      db,
      app.storage,
      new Date(Date.now() + FINISHED_BATCH_KEEP_MS - 60_000),
    );
    expect(await exists(done.batch_name)).toBe(200);
    await purgeFinishedBatches(
      db,
      app.storage,
      new Date(Date.now() + FINISHED_BATCH_KEEP_MS + 60_000),
    );
    expect(await exists(done.batch_name)).toBe(404);
    expect(await exists(open.batch_name)).toBe(200);
  });
});
