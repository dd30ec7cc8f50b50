import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { createClient, createFolder, createForm, createUser, login } from '../../../test/factories';
import { callApi } from '../../../test/support';
import type { TApp } from '../../app';
import type { TDb } from '../../db/client';
import { registrationSerialSequence } from '../../db/schema';
import { registrationExports } from '../../db/schema/exports';
import { ensureSerialSequence } from '../registrations/serial-numbers';

/** An element as the tests write it. */
const el = (elementType: string, name: string, extra: object = {}) => ({
  uuid: randomUUID(),
  elementType,
  name,
  label: name,
  ...extra,
});

/** A form of every kind of column the export writes (and a header it leaves out). */
export const EXPORT_SCHEMA = [
  el('header', 'kop', { label: 'Kop' }),
  el('text', 'omschrijving', { label: 'Omschrijving' }),
  el('radio', 'wijk', {
    label: 'Wijk',
    options: [
      { label: 'Noord', value: 'noord' },
      { label: 'Zuid', value: 'zuid' },
    ],
  }),
  el('number', 'aantal', { label: 'Aantal' }),
  el('date', 'datum', { label: 'Datum melding' }),
  el('checkbox_single', 'akkoord', { label: 'Akkoord' }),
  el('file', 'foto', { label: 'Foto' }),
  el('subform', 'items', {
    label: 'Items',
    subform: { schema: [el('text', 'wat', { label: 'Wat' }), el('number', 'hoeveel')] },
  }),
];

/** A client with a form manager (every download), a reader without downloads, and the form. */
export async function exportSetup(app: TApp, db: TDb) {
  const client = await createClient(db);
  const folder = await createFolder(db, client);
  const form = await createForm(db, client, folder, {
    name: 'Meldingen',
    publishedAt: new Date(),
    schema: EXPORT_SCHEMA,
  });
  const manager = await createUser(db, { client, roles: ['form_manager'] });
  const managerKey = await login(app, manager);
  return { client, folder, form, manager, managerKey };
}

/** `count` plain registrations of the form in one statement (serial numbers 1..count). */
export async function insertManyRegistrations(
  db: TDb,
  form: { id: number; clientId: number; revision: number },
  count: number,
) {
  await ensureSerialSequence(db, form.id);
  await db.execute(sql`insert into registrations
      (client_id, form_id, form_revision, serial_number, name, values, registered_at)
    select ${form.clientId}, ${form.id}, ${form.revision}, n, 'Registratie ' || n,
      jsonb_build_object('omschrijving', 'Melding ' || n, 'aantal', n, 'wijk', 'noord'),
      now() - n * interval '1 minute'
    from generate_series(1, ${count}) n`);
  await db.execute(sql`select setval(${registrationSerialSequence(form.id)}, ${count})`);
}

/** GET .../queue/download/{format} with a query string. */
export function startExport(app: TApp, key: string, formUuid: string, format: string, query = '') {
  const url = `/api/form/${formUuid}/registrations/queue/download/${format}`;
  return callApi(app, key, 'GET', query ? `${url}?${query}` : url);
}

/** The downloaded bytes of a download_url. */
export async function download(app: TApp, key: string, url: string) {
  return app.inject({ method: 'GET', url, headers: { 'api-key': key } });
}

/** The export row of a queue_id (what the job's payload names). */
export async function exportRow(db: TDb, queueId: string) {
  const [row] = await db
    .select()
    .from(registrationExports)
    .where(sql`${registrationExports.uuid} = ${queueId}`);
  if (!row) throw new Error(`no export ${queueId}`);
  return row;
}

/** A workbook read back with exceljs. */
export async function readWorkbook(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** The entries of a zip, name to bytes. */
export function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
