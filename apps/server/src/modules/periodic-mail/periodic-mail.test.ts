import { randomUUID } from 'node:crypto';
import type { TWeeklyRegistrationMailFields } from '@eform/core/email';
import { and, eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient, createFolder, createForm } from '../../../test/factories';
import { getTestDatabase } from '../../../test/support';
import { periodicMails } from '../../db/schema';
import { BOSS_SCHEMA } from '../../jobs/boss-schema';
import { createMailer } from '../../mail/mailer';
import { readMail, startSmtpSink } from '../deliveries/smtp-sink.test-support';
import { createRegistration } from '../registrations/registrations.test-support';
import { PERIODIC_MAIL_QUEUE, registerPeriodicMailJob, runPeriodicMails } from '.';
import { duePeriod, dutchMidnight } from './periodic-mail.schedule';

const { database, url } = await getTestDatabase();
const db = database.db;
const sink = await startSmtpSink();
afterAll(() => sink.close());
const mailer = createMailer({ from: 'eform@example.nl', smtpUrl: sink.url, outboxDir: '/x' });
afterAll(() => mailer.close());
const deps = { db, mailer, log: pino({ level: 'silent' }) };

const address = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.nl`;
const at = (iso: string) => new Date(iso);
/** The mails `to` received, read. */
const mailsTo = (to: string) =>
  sink.received.filter((mail) => mail.rcptTo.includes(to)).map(readMail);

const schema = [
  { uuid: randomUUID(), elementType: 'text', name: 'melding', label: 'Melding' },
  { uuid: randomUUID(), elementType: 'number', name: 'aantal', label: 'Aantal' },
];

/** A form of a fresh client with this periodic mail setting. */
async function formWith(setting: Record<string, unknown>, name = 'Meldingen openbare ruimte') {
  const client = await createClient(db);
  return createForm(db, client, await createFolder(db, client), {
    name,
    schema,
    settings: { weeklyRegistrationMail: setting },
  });
}

type TFormRow = Awaited<ReturnType<typeof formWith>>;

async function registration(form: TFormRow, iso: string, melding: string, extra = {}) {
  return createRegistration(db, form, {
    registeredAt: at(iso),
    values: { melding, aantal: 3 },
    ...extra,
  });
}

/** The CSV attachment's data lines (header and BOM off). */
function csvLines(content: Buffer): string[] {
  return content
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1);
}

describe('the periodic mail schedule', () => {
  const weekly: TWeeklyRegistrationMailFields = {
    enabled: true,
    period: 'weekly',
    day: 6,
    recipients: [],
  };
  it.each([
    ['Saturday 05:59 (Dutch winter time)', '2026-03-07T04:59:00Z', null],
    ['Saturday 06:00', '2026-03-07T05:00:00Z', '2026-02-28'],
    ['Saturday 23:59', '2026-03-07T22:59:00Z', '2026-02-28'],
    ['Sunday 00:30', '2026-03-07T23:30:00Z', null],
    ['Friday 06:05', '2026-03-06T05:05:00Z', null],
  ])('a weekly mail on Saturday: %s', (_when, now, from) => {
    expect(duePeriod(weekly, at(now))?.from ?? null).toBe(from);
  });

  it('takes Dutch midnights, summer time too, and whole months', () => {
    expect(dutchMidnight('2026-03-01').toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(dutchMidnight('2026-04-01').toISOString()).toBe('2026-03-31T22:00:00.000Z');
    const march = duePeriod({ ...weekly, period: 'monthly' }, at('2026-04-01T04:05:00Z'));
    expect(march).toMatchObject({ from: '2026-03-01', to: '2026-03-31' });
    expect(march?.end.toISOString()).toBe('2026-03-31T22:00:00.000Z');
    // Across the clock change (29 March): the week is still seven Dutch days.
    const week = duePeriod({ ...weekly, day: 7 }, at('2026-04-05T04:05:00Z'));
    expect(week).toMatchObject({ from: '2026-03-29', to: '2026-04-04' });
    expect(week?.start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });
});

describe('the periodic registrations mail', () => {
  it('goes weekly on its weekday at 06:00 to each recipient, once a week, with the week as CSV', async () => {
    const [anna, ben] = [address('anna'), address('ben')];
    const form = await formWith({
      enabled: true,
      period: 'weekly',
      day: 6,
      recipients: [{ email: anna }, { email: ` ${ben}` }, { email: anna.toUpperCase() }],
    });
    // The week of Saturday 7 March 2026 (CET): Saturday 28 February 00:00 up to Friday 6 March 23:59.
    await registration(form, '2026-02-27T22:59:00Z', 'te vroeg');
    const first = await registration(form, '2026-02-27T23:00:00Z', 'eerste');
    const last = await registration(form, '2026-03-06T22:59:00Z', 'laatste');
    await registration(form, '2026-03-06T23:00:00Z', 'te laat');
    await registration(form, '2026-03-02T10:00:00Z', 'in de prullenbak', {
      deletedAt: at('2026-03-03T10:00:00Z'),
    });
    await registration(form, '2026-03-02T10:00:00Z', 'concept', { status: 'draft' });

    await runPeriodicMails(deps, at('2026-03-06T05:05:00Z'));
    await runPeriodicMails(deps, at('2026-03-07T04:05:00Z'));
    expect(mailsTo(anna)).toEqual([]);

    await runPeriodicMails(deps, at('2026-03-07T05:05:00Z'));
    const [mail] = mailsTo(anna);
    expect(mailsTo(anna)).toHaveLength(1);
    expect(mailsTo(ben)).toHaveLength(1);
    expect(mail?.rcptTo).toEqual([anna]);
    expect(mail?.subject).toBe(`Weekoverzicht registraties ${form.name}`);
    expect(mail?.html).toContain('van 28 februari 2026 tot en met 6 maart 2026');
    expect(mail?.html).toContain('Aantal registraties: 2');
    expect(mail?.attachments.map((a) => a.filename)).toEqual([
      `Registraties ${form.name} 28-02-2026 tm 06-03-2026.csv`,
    ]);
    const lines = csvLines(mail?.attachments[0]?.content ?? Buffer.alloc(0));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^${first.serialNumber};28-02-2026 00:00;.*;eerste;3$`));
    expect(lines[1]).toMatch(new RegExp(`^${last.serialNumber};06-03-2026 23:59;.*;laatste;3$`));

    // Later that day, and on another app server's run: not again.
    await runPeriodicMails(deps, at('2026-03-07T06:05:00Z'));
    await runPeriodicMails(deps, at('2026-03-07T21:05:00Z'));
    expect(mailsTo(anna)).toHaveLength(1);
    const [row] = await db.select().from(periodicMails).where(eq(periodicMails.formId, form.id));
    expect(row).toMatchObject({ periodStart: '2026-02-28', status: 'sent', registrations: 2 });

    // The next Saturday: the next week, with the one sent just after midnight.
    await runPeriodicMails(deps, at('2026-03-14T05:05:00Z'));
    const next = mailsTo(anna)[1];
    expect(next?.html).toContain('van 7 maart 2026 tot en met 13 maart 2026');
    expect(next?.html).toContain('Aantal registraties: 1');
    const nextLines = csvLines(next?.attachments[0]?.content ?? Buffer.alloc(0));
    expect(nextLines.map((line) => line.split(';').at(-2))).toEqual(['te laat']);

    // A week without registrations: said so, no attachment.
    await runPeriodicMails(deps, at('2026-03-21T05:05:00Z'));
    const empty = mailsTo(anna)[2];
    expect(empty?.html).toContain('In deze periode zijn er geen registraties verstuurd.');
    expect(empty?.attachments).toEqual([]);
  });

  it('goes monthly on the 1st at 06:00 (summer time) with the month before', async () => {
    const chef = address('chef');
    const form = await formWith({
      enabled: true,
      period: 'monthly',
      day: 3,
      recipients: [{ email: chef }],
    });
    await registration(form, '2026-02-28T22:59:00Z', 'februari');
    await registration(form, '2026-02-28T23:00:00Z', 'eerste maart');
    await registration(form, '2026-03-31T21:59:00Z', 'laatste maart');
    await registration(form, '2026-03-31T22:00:00Z', 'april');

    // Wednesday 25 March is the setting's weekday, but a monthly mail waits for the 1st.
    await runPeriodicMails(deps, at('2026-03-25T06:05:00Z'));
    await runPeriodicMails(deps, at('2026-04-01T03:05:00Z'));
    expect(mailsTo(chef)).toEqual([]);
    await runPeriodicMails(deps, at('2026-04-01T04:05:00Z'));
    await runPeriodicMails(deps, at('2026-04-01T05:05:00Z'));
    await runPeriodicMails(deps, at('2026-04-02T04:05:00Z'));
    const mails = mailsTo(chef);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Maandoverzicht registraties ${form.name}`);
    expect(mails[0]?.html).toContain('van 1 maart 2026 tot en met 31 maart 2026');
    const lines = csvLines(mails[0]?.attachments[0]?.content ?? Buffer.alloc(0));
    expect(lines.map((line) => line.split(';').at(-2))).toEqual(['eerste maart', 'laatste maart']);
  });

  it('sends nothing for a disabled form, nor for one without recipients', async () => {
    const off = address('uit');
    const form = await formWith({
      enabled: false,
      period: 'weekly',
      day: 6,
      recipients: [{ email: off }],
    });
    await registration(form, '2026-05-04T10:00:00Z', 'melding');
    const empty = await formWith({ enabled: true, period: 'weekly', day: 6, recipients: [] });
    await runPeriodicMails(deps, at('2026-05-09T05:05:00Z'));
    expect(mailsTo(off)).toEqual([]);
    const rows = await db.select().from(periodicMails).where(eq(periodicMails.formId, empty.id));
    expect(rows).toEqual([]);
  });

  it('is tried again the next hour after the mail server refused it, each recipient mailed once', async () => {
    const [a, b] = [address('a'), address('b')];
    const form = await formWith({
      enabled: true,
      period: 'weekly',
      day: 1,
      recipients: [{ email: a }, { email: b }],
    });
    await registration(form, '2026-05-05T10:00:00Z', 'melding');
    sink.refuse(1);
    // Monday 11 May 2026, 06:05 CEST.
    expect(await runPeriodicMails(deps, at('2026-05-11T04:05:00Z'))).toEqual({
      sent: 0,
      failed: 1,
    });
    expect(mailsTo(a)).toEqual([]);
    expect(await runPeriodicMails(deps, at('2026-05-11T05:05:00Z'))).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(mailsTo(a)).toHaveLength(1);
    expect(mailsTo(b)).toHaveLength(1);
    const [row] = await db
      .select()
      .from(periodicMails)
      .where(and(eq(periodicMails.formId, form.id), eq(periodicMails.periodStart, '2026-05-04')));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, sentTo: [a, b] });
  });

  it("leaves out registrations past the form's retention term (issue 34)", async () => {
    const chef = address('bewaar');
    const client = await createClient(db);
    const form = await createForm(db, client, await createFolder(db, client), {
      name: 'Korte termijn',
      schema,
      settings: {
        weeklyRegistrationMail: {
          enabled: true,
          period: 'weekly',
          day: 6,
          recipients: [{ email: chef }],
        },
        retention: { sent: { amount: 7, unit: 'days' }, drafts_days: null },
      },
    });
    // The week of Saturday 7 March; sent at 06:05 on the 7th, a 7-day term has just dropped
    // what was sent before 28 February 05:05.
    await registration(form, '2026-02-28T01:00:00Z', 'voorbij de termijn');
    await registration(form, '2026-02-28T06:00:00Z', 'binnen de termijn');
    await runPeriodicMails(deps, at('2026-03-07T05:05:00Z'));
    const [mail] = mailsTo(chef);
    expect(mail?.html).toContain('Aantal registraties: 1');
    const lines = csvLines(mail?.attachments[0]?.content ?? Buffer.alloc(0));
    expect(lines.map((line) => line.split(';').at(-2))).toEqual(['binnen de termijn']);
  });

  it('is an hourly pg-boss cron job', async () => {
    const boss = new PgBoss({ connectionString: url, schema: BOSS_SCHEMA, max: 2 });
    await boss.start();
    try {
      await registerPeriodicMailJob(boss, deps);
      const schedules = await boss.getSchedules();
      expect(schedules.find((s) => s.name === PERIODIC_MAIL_QUEUE)?.cron).toBe('5 * * * *');
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
});
