import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createCredits,
  createFolder,
  createForm,
  createUser,
  login,
} from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';
import { creditUsages, dashboardReports } from '../../db/schema';
import { createLocalDiskStorage } from '../../storage/local-disk-storage';
import { createRegistration } from '../registrations/registrations.test-support';
import {
  addDays,
  dutchDay,
  REPORT_BACKFILL_DAYS,
  storageDisk,
  writeDueReports,
} from './dashboard-admin.service';

const { app, db } = await getTestServer();
const dir = await mkdtemp(join(tmpdir(), 'eform-dashboard-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const disk = storageDisk(createLocalDiskStorage(join(dir, 'files')));
const fixedDisk = async () => ({ free: 25 * 1024 ** 3, total: 100 * 1024 ** 3 });

const adminKey = async () => login(app, await createUser(db, { roles: ['admin'] }));

/** A client with credits and a form; `send` stores a completed registration and its credit usage at `at`. */
async function clientWithForm(name: string) {
  const client = await createClient(db, { name });
  const credit = await createCredits(db, client, 1000);
  const form = await createForm(db, client, await createFolder(db, client));
  const send = async (at: Date, status: 'completed' | 'draft' = 'completed', credits = 1) => {
    const registration = await createRegistration(db, form, { registeredAt: at, status });
    await db.insert(creditUsages).values({
      clientId: client.id,
      creditId: credit.id,
      registrationId: registration.id,
      usedAt: at,
      amount: credits,
    });
  };
  return { client, send };
}

const reportOf = async (day: string) =>
  (await db.select().from(dashboardReports).where(eq(dashboardReports.reportDate, day)))[0];

describe('the daily dashboard report', () => {
  // A day far ahead, so the other tests' reports (written for the real yesterday) do not meet it.
  const now = new Date('2031-03-15T10:00:00Z');

  it("writes yesterday's credits and registrations per client, in Dutch days, with the disk", async () => {
    const a = await clientWithForm('aaa Dashboardklant');
    const b = await clientWithForm('aab Dashboardklant');
    // 23:30 UTC on 13 March is 00:30 on 14 March in Amsterdam: yesterday.
    await a.send(new Date('2031-03-13T23:30:00Z'));
    await a.send(new Date('2031-03-14T12:00:00Z'), 'completed', 3);
    await a.send(new Date('2031-03-14T13:00:00Z'), 'draft', 0);
    await b.send(new Date('2031-03-14T22:00:00Z'));
    // The day before yesterday and today are other days.
    await b.send(new Date('2031-03-13T22:30:00Z'));
    await b.send(new Date('2031-03-15T08:00:00Z'));

    const written = await writeDueReports(db, disk, now);
    expect(written[0]).toBe('2031-03-14');
    const report = await reportOf('2031-03-14');
    expect(report?.creditUsagePerClient).toEqual([
      { client_id: a.client.id, client_name: 'aaa Dashboardklant', credit_count: 4 },
      { client_id: b.client.id, client_name: 'aab Dashboardklant', credit_count: 1 },
    ]);
    // The draft is not sent yet: two registrations for a.
    expect(report?.registrationCountPerClient).toEqual([
      { client_id: a.client.id, client_name: 'aaa Dashboardklant', count: 2 },
      { client_id: b.client.id, client_name: 'aab Dashboardklant', count: 1 },
    ]);
    expect(report?.diskTotal).toBeGreaterThan(0);
    expect(report?.diskFree).toBeGreaterThan(0);
    expect(report?.diskFree).toBeLessThanOrEqual(report?.diskTotal ?? 0);
    expect(report?.diskAvailable).toBeCloseTo(
      ((report?.diskFree ?? 0) / (report?.diskTotal ?? 1)) * 100,
      1,
    );
    const before = await reportOf('2031-03-13');
    expect(before?.registrationCountPerClient).toEqual([
      { client_id: b.client.id, client_name: 'aab Dashboardklant', count: 1 },
    ]);
  });

  it(`fills in the ${REPORT_BACKFILL_DAYS} days before yesterday once, and rewrites only yesterday after`, async () => {
    const later = new Date('2031-06-20T10:00:00Z');
    const first = await writeDueReports(db, fixedDisk, later);
    expect(first).toHaveLength(REPORT_BACKFILL_DAYS);
    expect(first[0]).toBe('2031-06-19');
    expect(first.at(-1)).toBe(addDays('2031-06-19', -(REPORT_BACKFILL_DAYS - 1)));
    expect(await reportOf(addDays('2031-06-19', -REPORT_BACKFILL_DAYS))).toBeUndefined();

    const c = await clientWithForm('Late klant');
    await c.send(new Date('2031-06-19T09:00:00Z'));
    // Again: one row per day, yesterday's now with the late registration.
    expect(await writeDueReports(db, fixedDisk, later)).toEqual(['2031-06-19']);
    const rows = await db
      .select()
      .from(dashboardReports)
      .where(eq(dashboardReports.reportDate, '2031-06-19'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.registrationCountPerClient).toEqual([
      { client_id: c.client.id, client_name: 'Late klant', count: 1 },
    ]);
    expect(rows[0]?.diskAvailable).toBe(25);
  });

  it('knows the Dutch day around midnight', () => {
    expect(dutchDay(new Date('2031-03-13T23:30:00Z'))).toBe('2031-03-14');
    expect(dutchDay(new Date('2031-07-13T21:59:00Z'))).toBe('2031-07-13');
    expect(dutchDay(new Date('2031-07-13T22:00:00Z'))).toBe('2031-07-14');
  });
});

/** Stores a report for `day` straight away, `count` registrations of `clientId`. */
async function storeReport(day: string, clientId = 1, count = 1) {
  await db
    .insert(dashboardReports)
    .values({
      reportDate: day,
      diskFree: 1,
      diskTotal: 2,
      diskAvailable: 50,
      creditUsagePerClient: [{ client_id: clientId, client_name: 'K', credit_count: count }],
      registrationCountPerClient: [{ client_id: clientId, client_name: 'K', count }],
    })
    .onConflictDoNothing();
}

describe('GET /api/dashboard-reports', () => {
  it("gives a year's or a month's reports newest first", async () => {
    const key = await adminKey();
    for (const day of ['2029-01-31', '2029-02-01', '2029-02-28', '2028-12-31'])
      await storeReport(day);
    const year = await callApi(app, key, 'GET', '/api/dashboard-reports?period=2029');
    expect(year.statusCode).toBe(200);
    expect(year.json().items.map((r: { report_date: string }) => r.report_date)).toEqual([
      '2029-02-28',
      '2029-02-01',
      '2029-01-31',
    ]);
    expect(year.json()).toMatchObject({ prev: null, next: null });
    const month = await callApi(app, key, 'GET', '/api/dashboard-reports?period=2029-02');
    expect(month.json().items).toHaveLength(2);
    expect(month.json().items[0]).toEqual({
      report_date: '2029-02-28',
      disk_free: 1,
      disk_total: 2,
      disk_available: 50,
      credit_usage_per_client: [{ client_id: 1, client_name: 'K', credit_count: 1 }],
      registration_count_per_client: [{ client_id: 1, client_name: 'K', count: 1 }],
    });
  });

  it('pages by 366 with prev and next page numbers: a whole leap year on one page', async () => {
    const key = await adminKey();
    // A leap year's 366 days: a year never needs a second page of 366 (the spec's prev/next links
    // stay for the contract).
    const days = Array.from({ length: 366 }, (_, i) => addDays('2028-01-01', i));
    await db
      .insert(dashboardReports)
      .values(
        days.map((day) => ({ reportDate: day, diskFree: 1, diskTotal: 2, diskAvailable: 50 })),
      )
      .onConflictDoNothing();
    const first = await callApi(app, key, 'GET', '/api/dashboard-reports?period=2028');
    expect(first.json().items).toHaveLength(366);
    expect(first.json().items[0].report_date).toBe('2028-12-31');
    expect(first.json()).toMatchObject({ prev: null, next: null });
    const second = await callApi(app, key, 'GET', '/api/dashboard-reports?period=2028&page=2');
    expect(second.json()).toEqual({ items: [], prev: 1, next: null });
  });

  it('refuses a period that is not a year or month, naming the field', async () => {
    const key = await adminKey();
    for (const period of ['20', '2029-13', '2029-1', 'x']) {
      const answer = await callApi(app, key, 'GET', `/api/dashboard-reports?period=${period}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toContain('period');
    }
  });
});

describe('GET /api/dashboard-reports/last-30-days', () => {
  it('gives the 30 days before today, newest first, without today', async () => {
    const key = await adminKey();
    const today = dutchDay(new Date());
    for (let i = 0; i <= 32; i++) await storeReport(addDays(today, -i));
    const answer = await callApi(app, key, 'GET', '/api/dashboard-reports/last-30-days');
    expect(answer.statusCode).toBe(200);
    const dates = answer.json().items.map((r: { report_date: string }) => r.report_date);
    expect(dates).toHaveLength(30);
    expect(dates[0]).toBe(addDays(today, -1));
    expect(dates.at(-1)).toBe(addDays(today, -30));
  });
});

describe('GET /api/dashboard-reports/today', () => {
  it("gives today's numbers so far, computed now", async () => {
    const key = await adminKey();
    const c = await clientWithForm('Klant van vandaag');
    await c.send(new Date());
    const answer = await callApi(app, key, 'GET', '/api/dashboard-reports/today');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().report_date).toBe(dutchDay(new Date()));
    expect(answer.json().registration_count_per_client).toContainEqual({
      client_id: c.client.id,
      client_name: 'Klant van vandaag',
      count: 1,
    });
    expect(answer.json().disk_total).toBeGreaterThan(0);
  });
});

describe('who may read the reports', () => {
  const paths = [
    '/api/dashboard-reports?period=2029',
    '/api/dashboard-reports/last-30-days',
    '/api/dashboard-reports/today',
  ];

  it('refuses every client role (403), even a client manager', async () => {
    const client = await createClient(db);
    for (const roles of [['client_manager'], ['financial'], ['form_manager']] as const) {
      const key = await login(app, await createUser(db, { client, roles: [...roles] }));
      for (const path of paths) {
        expect((await callApi(app, key, 'GET', path)).statusCode).toBe(403);
      }
    }
  });

  it('answers 401 without a key', async () => {
    for (const url of paths) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
