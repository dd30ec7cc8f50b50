import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClient, createCredits, createFolder, createForm } from '../../../test/factories';
import { getTestDatabase } from '../../../test/support';
import { registrations } from '../../db/schema';
import { getClientCredits, retryWhileSlotsHeld } from '../credits/credits.service';
import { ensureSerialSequence } from './serial-numbers';
import { SERIAL_PLACEHOLDER, type TSubmitRow } from './submit.repository';
import { submitBatched } from './submit-batcher';

const { database } = await getTestDatabase();
const db = database.db;

async function formWithCredits(credits: number) {
  const client = await createClient(db);
  const form = await createForm(db, client, await createFolder(db, client), {
    publishedAt: new Date(),
  });
  await createCredits(db, client, credits);
  await ensureSerialSequence(db, form.id);
  const submit = (i: number): TSubmitRow => ({
    row: {
      clientId: client.id,
      formId: form.id,
      formRevision: form.revision,
      serialNumber: null,
      name: `${SERIAL_PLACEHOLDER} - ${i}`,
      userId: null,
      status: 'completed',
      phase: null,
      assignedUserId: null,
      visibleStateTransition: null,
      values: { i },
    },
    fillToken: randomUUID(),
    queue: false,
    at: new Date(),
  });
  return { client, form, submit };
}

/** How many transactions stored the form's registrations (rows of one statement share xmin). */
async function transactionsOf(formId: number) {
  const [row] = (
    await db.execute<{ n: number }>(
      sql`select count(distinct xmin::text)::int as n from ${registrations}
        where form_id = ${formId}`,
    )
  ).rows;
  return row?.n ?? 0;
}

describe('submitBatched (group commit)', () => {
  it('stores concurrent submits of one form in a few statements, each with its own number', async () => {
    const { client, form, submit } = await formWithCredits(1000);
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, i) => submitBatched(db, submit(i))),
    );
    const serials = outcomes.map((outcome) =>
      'stored' in outcome ? outcome.stored.serialNumber : 0,
    );
    expect(new Set(serials).size).toBe(40);
    expect(serials.every((serial) => serial > 0)).toBe(true);
    expect(await getClientCredits(db, client.id)).toBe(960);
    const rows = await db.select().from(registrations).where(eq(registrations.formId, form.id));
    for (const row of rows) expect(row.name).toBe(`${row.serialNumber} - ${row.values.i}`);
    // The first goes alone (nothing to wait for); the rest gather behind it.
    expect(await transactionsOf(form.id)).toBeLessThanOrEqual(8);
  });

  it('sends a batch row by row when no slot holds credits for all of it: exactly the credits', async () => {
    const { client, form, submit } = await formWithCredits(7);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submitBatched(db, submit(i))),
    );
    expect(outcomes.filter((outcome) => 'stored' in outcome)).toHaveLength(7);
    expect(outcomes.filter((outcome) => 'noCredit' in outcome)).toHaveLength(13);
    expect(await getClientCredits(db, client.id)).toBe(0);
    const rows = await db.select().from(registrations).where(eq(registrations.formId, form.id));
    expect(rows).toHaveLength(7);
  });

  it('a fill_token sent before fails only its own submit, not the others of its batch', async () => {
    const { client, form, submit } = await formWithCredits(100);
    const first = submit(0);
    await submitBatched(db, first);
    // As the submit path sends it: a row that found every slot with credits held (its batch was
    // re-sent row by row, in parallel) tries again, so each gets the answer it would alone.
    const send = (row: TSubmitRow) =>
      retryWhileSlotsHeld(db, client.id, new Date(), async () => {
        const outcome = await submitBatched(db, row);
        return 'stored' in outcome ? outcome.stored : null;
      });
    const results = await Promise.allSettled([
      ...Array.from({ length: 6 }, (_, i) => send(submit(i + 1))),
      send({ ...submit(99), fillToken: first.fillToken }),
      ...Array.from({ length: 6 }, (_, i) => send(submit(i + 10))),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(12);
    expect(results[6]?.status).toBe('rejected');
    expect(await getClientCredits(db, client.id)).toBe(100 - 13);
    const rows = await db.select().from(registrations).where(eq(registrations.formId, form.id));
    expect(rows).toHaveLength(13);
  });
});
