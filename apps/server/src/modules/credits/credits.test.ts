import { describe, expect, it } from 'vitest';
import { createClient, createCredits } from '../../../test/factories';
import { getTestDatabase } from '../../../test/support';
import { createDatabase } from '../../db/client';
import {
  CREDIT_SLOT_COUNT,
  consumeCredit,
  getClientCredits,
  splitOverSlots,
} from './credits.service';

const { database, url } = await getTestDatabase();
const db = database.db;

describe('splitOverSlots', () => {
  it.each([
    [0, [0]],
    [3, [1, 1, 1]],
    [100, [...Array<number>(4).fill(4), ...Array<number>(28).fill(3)]],
  ])('splits %i credits evenly', (total, expected) => {
    expect(splitOverSlots(total)).toEqual(expected);
    expect(splitOverSlots(total).length).toBeLessThanOrEqual(CREDIT_SLOT_COUNT);
  });
});

describe('client credits', () => {
  it('sums credits_left of the unexpired entries only', async () => {
    const client = await createClient(db);
    expect(await getClientCredits(db, client.id)).toBe(0);
    await createCredits(db, client, 40, new Date(Date.now() + 60_000));
    await createCredits(db, client, 7, null);
    await createCredits(db, client, 500, new Date(Date.now() - 60_000));
    expect(await getClientCredits(db, client.id)).toBe(47);
    await consumeCredit(db, client.id);
    expect(await getClientCredits(db, client.id)).toBe(46);
  });

  it('uses the soonest-expiring entry first and refuses at zero', async () => {
    const client = await createClient(db);
    const soon = await createCredits(db, client, 1, new Date(Date.now() + 60_000));
    const later = await createCredits(db, client, 1, new Date(Date.now() + 120_000));
    expect(await consumeCredit(db, client.id)).toBe(soon.id);
    expect(await consumeCredit(db, client.id)).toBe(later.id);
    await expect(consumeCredit(db, client.id)).rejects.toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
    });
  });

  // Three rounds: a deadlock between waiting submits showed up about once in a few runs.
  it.each([1, 2, 3])(
    'never overdraws and never deadlocks under concurrent submits (round %i)',
    async () => {
      const client = await createClient(db);
      const other = await createClient(db);
      await createCredits(db, client, 30, null);
      await createCredits(db, other, 5, null);
      // Separate connections, so the submits really run in parallel transactions.
      const pool = createDatabase(url, { max: 16 });
      try {
        const results = await Promise.allSettled(
          Array.from({ length: 60 }, () =>
            pool.db.transaction(async (tx) => {
              await consumeCredit(tx, client.id);
              // Hold the slot lock a moment, as a registration insert would.
              await new Promise((resolve) => setTimeout(resolve, 5));
            }),
          ),
        );
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(30);
        for (const r of results.filter((r) => r.status === 'rejected')) {
          expect((r as PromiseRejectedResult).reason).toMatchObject({
            code: 'INSUFFICIENT_CREDITS',
          });
        }
      } finally {
        await pool.close();
      }
      expect(await getClientCredits(db, client.id)).toBe(0);
      expect(await getClientCredits(db, other.id)).toBe(5);
    },
  );
});
