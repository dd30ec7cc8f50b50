import { DIRECT_EXPORT_MAX } from '@eform/core/api/registrations-admin';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClient, createUser, login, shareForm } from '../../../test/factories';
import { TINY_PNG } from '../../../test/files';
import { callApi, getTestServer } from '../../../test/support';
import { files } from '../../db/schema';
import { registrationExports } from '../../db/schema/exports';
import { createRegistration } from '../registrations/registrations.test-support';
import { EXPORT_PERMISSIONS, purgeExpiredExports, runExport } from './exports.service';
import {
  download,
  exportRow,
  exportSetup,
  insertManyRegistrations,
  readWorkbook,
  readZip,
  startExport,
} from './exports.test-support';

const { app, db } = await getTestServer();

const TRICKY = 'Lek, bij "de" buren; echt\nop 2 regels 🚰';

/** A form with two registrations worth exporting: every kind of value, a file and subform items. */
async function filledForm() {
  const setup = await exportSetup(app, db);
  const { form, manager } = setup;
  const first = await createRegistration(db, form, {
    userId: manager.id,
    registeredAt: new Date('2026-03-05T13:07:00Z'),
    values: {
      omschrijving: TRICKY,
      wijk: 'zuid',
      aantal: 12.5,
      datum: '2026-02-28',
      akkoord: true,
      foto: [{ url: '/api/file/x', name: 'lekkage.png' }],
      items: [
        { wat: '=HYPERLINK("http://x")', hoeveel: 2 },
        { wat: 'Kraan', hoeveel: 1 },
      ],
    },
  });
  const second = await createRegistration(db, form, {
    registeredAt: new Date('2026-07-01T22:30:00Z'),
    values: { omschrijving: '=1+2', wijk: 'noord', aantal: -3, akkoord: false },
  });
  const stored = await app.storage.put(TINY_PNG);
  await db.insert(files).values({
    clientId: form.clientId,
    formId: form.id,
    sha256: stored.key,
    size: stored.size,
    mimeType: 'image/png',
    filename: 'lekkage.png',
    registrationId: first.id,
  });
  return { ...setup, first, second };
}

async function exportBytes(key: string, formUuid: string, format: string, query = '') {
  const started = await startExport(app, key, formUuid, format, query);
  expect(started.statusCode, started.body).toBe(200);
  const answer = started.json();
  expect(answer).toMatchObject({ queue_id: false, status: 'done' });
  const file = await download(app, key, answer.download_url);
  expect(file.statusCode, file.body).toBe(200);
  return { answer, file };
}

const readCsv = (bytes: Buffer): string[][] =>
  parse(bytes.toString('utf8'), { delimiter: ';', bom: true, relax_column_count: false });

describe('CSV export', () => {
  it('is UTF-8 with BOM, semicolons and CRLF; awkward text survives a CSV parser', async () => {
    const { form, managerKey } = await filledForm();
    // Oldest first, so the rows come in a known order.
    const { answer, file } = await exportBytes(managerKey, form.uuid, 'csv', 'sort_direction=1');
    expect(answer).toMatchObject({ total: 2, processed: 2 });
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="Meldingen \d{2}-\d{2}-\d{4}\.csv"/,
    );
    expect([...file.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.rawPayload.toString('utf8')).toContain('\r\n');

    const [header, first, second] = readCsv(file.rawPayload);
    expect(header).toEqual([
      'Nummer',
      'Datum',
      'Naam',
      'Fase',
      'Status',
      'Gebruiker',
      'Beoordeling',
      'Omschrijving',
      'Wijk',
      'Aantal',
      'Datum melding',
      'Akkoord',
      'Foto',
      'Items',
    ]);
    const cell = (row: string[] | undefined, name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(cell(first, 'Omschrijving')).toBe(TRICKY);
    // Option by its label, a Dutch decimal comma, Dutch dates (Amsterdam time), Ja/Nee.
    expect(cell(first, 'Wijk')).toBe('Zuid');
    expect(cell(first, 'Aantal')).toBe('12,5');
    expect(cell(first, 'Datum')).toBe('05-03-2026 14:07');
    expect(cell(second, 'Datum')).toBe('02-07-2026 00:30');
    expect(cell(first, 'Datum melding')).toBe('28-02-2026');
    expect(cell(first, 'Akkoord')).toBe('Ja');
    expect(cell(second, 'Akkoord')).toBe('Nee');
    expect(cell(first, 'Foto')).toBe('lekkage.png');
    expect(cell(first, 'Items')).toBe('2');
    expect(cell(first, 'Status')).toBe('Verstuurd');
    expect(cell(second, 'Gebruiker')).toBe('Gast');
    // A formula is neutralised; a negative number we wrote stays a number.
    expect(cell(second, 'Omschrijving')).toBe("'=1+2");
    expect(cell(second, 'Aantal')).toBe('-3');
  });

  it('neutralises every cell that could start a formula, also after white space', async () => {
    const { form, managerKey } = await exportSetup(app, db);
    const risky = ['=A1', '+1', '-1+1', '@SUM(A1)', '  =A1', '\t=A1', '\rA1', 'veilig = ok'];
    for (const omschrijving of risky)
      await createRegistration(db, form, { values: { omschrijving } });
    const { file } = await exportBytes(
      managerKey,
      form.uuid,
      'csv',
      'sort_by=registration_serial_number&sort_direction=1',
    );
    const [header, ...rows] = readCsv(file.rawPayload);
    const column = header?.indexOf('Omschrijving') ?? -1;
    expect(rows.map((row) => row[column])).toEqual([
      "'=A1",
      "'+1",
      "'-1+1",
      "'@SUM(A1)",
      "'  =A1",
      "'\t=A1",
      "'\rA1",
      'veilig = ok',
    ]);
  });

  it("applies the list's filters and refuses an unknown one naming it", async () => {
    const { form, managerKey } = await exportSetup(app, db);
    await insertManyRegistrations(db, form, 5);
    await createRegistration(db, form, { values: { omschrijving: 'Zuid', wijk: 'zuid' } });
    const { answer, file } = await exportBytes(
      managerKey,
      form.uuid,
      'csv',
      'eq:wijk=noord&min:registration_serial_number=2&max:registration_serial_number=4&sort_by=registration_serial_number&sort_direction=1',
    );
    expect(answer.total).toBe(3);
    const [, ...rows] = readCsv(file.rawPayload);
    expect(rows.map((row) => row[0])).toEqual(['2', '3', '4']);

    const bad = await startExport(app, managerKey, form.uuid, 'csv', 'eq:bestaatniet=1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('eq:bestaatniet');
  });
});

describe('XLSX export', () => {
  it('has typed cells: numbers as numbers, dates as dates with a date format', async () => {
    const { form, managerKey } = await filledForm();
    const { file } = await exportBytes(managerKey, form.uuid, 'xlsx', 'sort_direction=1');
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const sheet = (await readWorkbook(file.rawPayload)).worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const at = (row: number, name: string) => sheet.getRow(row).getCell(header.indexOf(name) + 1);
    expect(at(2, 'Nummer')?.value).toBe(1);
    expect(at(2, 'Aantal')?.value).toBe(12.5);
    expect(at(3, 'Aantal')?.value).toBe(-3);
    expect(at(2, 'Datum')?.value).toEqual(new Date('2026-03-05T14:07:00Z'));
    expect(at(2, 'Datum')?.numFmt).toBe('dd-mm-yyyy hh:mm');
    expect(at(2, 'Datum melding')?.value).toEqual(new Date('2026-02-28T00:00:00Z'));
    expect(at(2, 'Datum melding')?.numFmt).toBe('dd-mm-yyyy');
    expect(at(2, 'Omschrijving')?.value).toBe(TRICKY);
    expect(at(3, 'Omschrijving')?.value).toBe("'=1+2");
    expect(at(2, 'Wijk')?.value).toBe('Zuid');
  });
});

describe('CSV with attachments', () => {
  it('zips the main CSV, a CSV per subform and the files in a folder per registration', async () => {
    const { form, managerKey, first } = await filledForm();
    const { file } = await exportBytes(
      managerKey,
      form.uuid,
      'csv-with-attachments',
      'sort_direction=1',
    );
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toMatch(/filename="Meldingen [\d-]+\.zip"/);
    const entries = await readZip(file.rawPayload);
    expect([...entries.keys()]).toEqual([
      'registraties.csv',
      'Items.csv',
      `${first.serialNumber}/lekkage.png`,
    ]);
    expect(entries.get(`${first.serialNumber}/lekkage.png`)).toEqual(TINY_PNG);
    const main = readCsv(entries.get('registraties.csv') ?? Buffer.alloc(0));
    expect(main).toHaveLength(3);
    expect(readCsv(entries.get('Items.csv') ?? Buffer.alloc(0))).toEqual([
      ['Nummer', 'Wat', 'hoeveel'],
      [String(first.serialNumber), `'=HYPERLINK("http://x")`, '2'],
      [String(first.serialNumber), 'Kraan', '1'],
    ]);
  });
});

describe('export permissions', () => {
  it('asks download for csv and xlsx, download with attachments for the zip', () => {
    expect(EXPORT_PERMISSIONS).toEqual({
      csv: 'eform manage form registrations download',
      xlsx: 'eform manage form registrations download',
      'csv-with-attachments': 'eform manage form registrations download with attachments',
    });
  });

  it('refuses (403) who may see the registrations but not download them', async () => {
    const { client, form } = await exportSetup(app, db);
    const reader = await createUser(db, { client, roles: ['form_view_registrations'] });
    const filler = await createUser(db, { client });
    await shareForm(db, form, { userId: filler.id });
    for (const user of [reader, filler]) {
      const key = await login(app, user);
      for (const format of ['csv', 'xlsx', 'csv-with-attachments']) {
        expect((await startExport(app, key, form.uuid, format)).statusCode).toBe(403);
      }
    }
  });

  it("answers 404 for another client's form, even with every role there", async () => {
    const { form } = await exportSetup(app, db);
    const other = await createClient(db);
    const outsider = await createUser(db, {
      client: other,
      roles: ['client_manager', 'form_manager'],
    });
    const response = await startExport(app, await login(app, outsider), form.uuid, 'csv');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(form.name);
  });
});

describe('queued exports', () => {
  it('queues more than DIRECT_EXPORT_MAX rows, reports progress and downloads when done', async () => {
    const { form, managerKey } = await exportSetup(app, db);
    await insertManyRegistrations(db, form, DIRECT_EXPORT_MAX + 1);
    const started = await startExport(app, managerKey, form.uuid, 'csv');
    const answer = started.json();
    expect(answer).toMatchObject({
      total: DIRECT_EXPORT_MAX + 1,
      processed: 0,
      status: 'queued',
      download_url: null,
    });
    expect(typeof answer.queue_id).toBe('string');
    const progressUrl = `/api/form/${form.uuid}/registrations/queue/progress/${answer.queue_id}`;
    const row = await exportRow(db, answer.queue_id);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(24 * 3_600_000);

    expect(await runExport(db, app.storage, { client_id: row.clientId, export_id: row.id })).toBe(
      'done',
    );
    const progress = (await callApi(app, managerKey, 'GET', progressUrl)).json();
    expect(progress).toMatchObject({
      queue_id: answer.queue_id,
      status: 'done',
      processed: DIRECT_EXPORT_MAX + 1,
    });
    const file = await download(app, managerKey, progress.download_url);
    const [, ...rows] = readCsv(file.rawPayload);
    expect(rows).toHaveLength(DIRECT_EXPORT_MAX + 1);
    // The list's default order: newest first (registration n is n minutes old).
    expect(rows[0]?.[0]).toBe('1');
  });

  it('stops a cancelled export at its next batch and keeps no file', async () => {
    const { form, managerKey } = await exportSetup(app, db);
    await insertManyRegistrations(db, form, 30_000);
    const { queue_id } = (await startExport(app, managerKey, form.uuid, 'csv')).json();
    const row = await exportRow(db, queue_id);
    const running = runExport(db, app.storage, { client_id: row.clientId, export_id: row.id });
    while ((await exportRow(db, queue_id)).processed === 0) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const cancelled = await callApi(
      app,
      managerKey,
      'DELETE',
      `/api/form/${form.uuid}/registrations/queue/${queue_id}`,
    );
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', download_url: null });
    await running;
    const after = await exportRow(db, queue_id);
    expect(after.state).toBe('cancelled');
    expect(after.processed).toBeLessThan(30_000);
    expect(after.fileKey).toBeNull();
  });

  it('does not start an export cancelled while queued', async () => {
    const { form, managerKey } = await exportSetup(app, db);
    await insertManyRegistrations(db, form, DIRECT_EXPORT_MAX + 1);
    const { queue_id } = (await startExport(app, managerKey, form.uuid, 'xlsx')).json();
    await callApi(
      app,
      managerKey,
      'DELETE',
      `/api/form/${form.uuid}/registrations/queue/${queue_id}`,
    );
    const row = await exportRow(db, queue_id);
    expect(await runExport(db, app.storage, { client_id: row.clientId, export_id: row.id })).toBe(
      'cancelled',
    );
  });
});

describe('who reaches an export', () => {
  it('answers 404 to another user, also a manager of the same form, and after 24 hours', async () => {
    const { client, form, managerKey } = await filledForm();
    const { answer } = await exportBytes(managerKey, form.uuid, 'csv');
    const [record] = await db
      .select()
      .from(registrationExports)
      .where(eq(registrationExports.formId, form.id));
    if (!record) throw new Error('no export');
    const urls = [
      ['GET', answer.download_url],
      ['GET', `/api/form/${form.uuid}/registrations/queue/progress/${record.uuid}`],
      ['DELETE', `/api/form/${form.uuid}/registrations/queue/${record.uuid}`],
    ] as const;
    const colleague = await createUser(db, { client, roles: ['form_manager'] });
    const colleagueKey = await login(app, colleague);
    for (const [method, url] of urls) {
      const response = await callApi(app, colleagueKey, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await download(app, managerKey, answer.download_url)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: answer.download_url })).statusCode).toBe(401);

    await db
      .update(registrationExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(registrationExports.id, record.id));
    for (const [method, url] of urls) {
      expect((await callApi(app, managerKey, method, url)).statusCode, `${method} ${url}`).toBe(
        404,
      );
    }
  });
});

describe('the 24-hour cleanup', () => {
  it('removes expired exports and their files, keeping bytes something else holds', async () => {
    const { form, managerKey } = await filledForm();
    await exportBytes(managerKey, form.uuid, 'csv');
    await exportBytes(managerKey, form.uuid, 'xlsx');
    const made = await db
      .select()
      .from(registrationExports)
      .where(eq(registrationExports.formId, form.id));
    const [csv, xlsx] = made.sort((a, b) => a.id - b.id);
    if (!csv?.fileKey || !xlsx?.fileKey) throw new Error('exports not made');
    // Someone uploaded the exported CSV as a file of a registration: those bytes stay.
    await db.insert(files).values({
      clientId: form.clientId,
      sha256: csv.fileKey,
      size: csv.fileSize ?? 0,
      mimeType: 'text/csv',
      filename: 'export.csv',
    });
    const later = new Date(Date.now() + 24 * 3_600_000 + 1000);
    const purged = await purgeExpiredExports(db, app.storage, later);
    expect(purged.rows).toBeGreaterThanOrEqual(2);
    const left = await db
      .select()
      .from(registrationExports)
      .where(eq(registrationExports.formId, form.id));
    expect(left).toEqual([]);
    expect(await app.storage.exists(xlsx.fileKey)).toBe(false);
    expect(await app.storage.exists(csv.fileKey)).toBe(true);
  });
});
