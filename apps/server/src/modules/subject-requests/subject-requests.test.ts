import { SUBJECT_SEARCH_MAX_HITS } from '@eform/core/api/subject-requests';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, login } from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';
import { files, registrations, subjectExports } from '../../db/schema';
import { tenantOfRef } from '../access';
import { renderRegistrationPdf } from '../documents';
import { readZip } from '../exports/exports.test-support';
import { runSubjectExportJob } from './subject-export.job';
import { eraseSubjectRegistrations, purgeExpiredSubjectExports } from './subject-requests.service';
import { SUBJECT_EMAIL, subjectSetup } from './subject-requests.test-support';

const { app, db } = await getTestServer();

const base = (clientId: number) => `/api/clients/${clientId}/subject-requests`;

function search(key: string, clientId: number, query: string, field: string) {
  return callApi(app, key, 'POST', `${base(clientId)}/search`, { query, field });
}

type THit = { registration_id: string; form_name: string; matched: { name: string }[] };

describe('subject search', () => {
  it('finds an e-mail address on two forms (a subform item, a trashed draft), not in another client', async () => {
    const s = await subjectSetup(app, db);
    const answer = await search(s.managerKey, s.client.id, SUBJECT_EMAIL, 'email');
    expect(answer.statusCode, answer.body).toBe(200);
    const { items, truncated } = answer.json() as { items: THit[]; truncated: boolean };
    expect(truncated).toBe(false);
    expect(items.map((hit) => hit.registration_id).sort()).toEqual(
      [s.report.uuid, s.permit.uuid].sort(),
    );
    const permit = items.find((hit) => hit.registration_id === s.permit.uuid);
    expect(permit).toMatchObject({
      form_name: 'Vergunningen',
      status: 'draft',
      deleted_at: expect.any(String),
      matched: [
        { name: 'aanvragers.mail', label: 'Aanvragers / E-mail aanvrager', value: SUBJECT_EMAIL },
      ],
    });
    expect(items.some((hit) => hit.registration_id === s.othersReport.uuid)).toBe(false);
  });

  it('by e-mail matches the whole address only; by name the text fields and the registration name', async () => {
    const s = await subjectSetup(app, db);
    const partial = await search(s.managerKey, s.client.id, 'jansen@example', 'email');
    expect(partial.json().items).toEqual([]);
    const byName = (await search(s.managerKey, s.client.id, 'jan jansen', 'name')).json() as {
      items: (THit & { matched: { name: string; value: string }[] })[];
    };
    // The stranger's description names Jan Jansen: a textarea is text a 'name' search reads.
    expect(byName.items.map((hit) => hit.registration_id).sort()).toEqual(
      [s.report.uuid, s.permit.uuid, s.stranger.uuid].sort(),
    );
    const report = byName.items.find((hit) => hit.registration_id === s.report.uuid);
    expect(report?.matched.map((m) => m.name)).toEqual(['registration_name', 'naam']);
    const permit = byName.items.find((hit) => hit.registration_id === s.permit.uuid);
    expect(permit?.matched).toEqual([
      { name: 'aanvragers.naam', label: 'Aanvragers / Naam', value: 'Jan Jansen' },
    ]);
  });

  it("'any' reads every text value: a description, a subform's e-mail", async () => {
    const s = await subjectSetup(app, db);
    const answer = (await search(s.managerKey, s.client.id, 'belde', 'any')).json();
    expect(answer.items.map((hit: THit) => hit.registration_id)).toEqual([s.stranger.uuid]);
    const piet = (await search(s.managerKey, s.client.id, 'PIET@', 'any')).json();
    expect(piet.items.map((hit: THit) => hit.registration_id)).toEqual([s.permit.uuid]);
  });

  it('refuses a query that is too short (400 naming query) and an unknown field', async () => {
    const s = await subjectSetup(app, db);
    const short = await search(s.managerKey, s.client.id, 'j', 'name');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('query');
    const field = await search(s.managerKey, s.client.id, 'jan', 'telefoon');
    expect(field.statusCode).toBe(400);
    expect(field.body).toContain('field');
  });
});

describe('subject search limits', () => {
  it(`answers at most ${SUBJECT_SEARCH_MAX_HITS} registrations and says there are more`, async () => {
    const s = await subjectSetup(app, db);
    // Serial numbers far above the setup's, so the form's sequence never meets them.
    await db.execute(sql`insert into registrations
        (client_id, form_id, form_revision, serial_number, name, values)
      select ${s.reports.clientId}, ${s.reports.id}, ${s.reports.revision}, 1000 + n,
        'Melding ' || n, jsonb_build_object('email', ${SUBJECT_EMAIL}::text)
      from generate_series(1, ${SUBJECT_SEARCH_MAX_HITS}) n`);
    const answer = (await search(s.managerKey, s.client.id, SUBJECT_EMAIL, 'email')).json();
    expect(answer.items).toHaveLength(SUBJECT_SEARCH_MAX_HITS);
    expect(answer.truncated).toBe(true);
  });
});

describe('subject request permissions', () => {
  it('is for client managers: a form manager and a filler 403, another client 404', async () => {
    const s = await subjectSetup(app, db);
    for (const role of ['form_manager', 'authenticated'] as const) {
      const user = await createUser(db, { client: s.client, roles: [role] });
      const key = await login(app, user);
      const answer = await search(key, s.client.id, SUBJECT_EMAIL, 'email');
      expect(answer.statusCode, role).toBe(403);
      const erase = await callApi(app, key, 'POST', `${base(s.client.id)}/erase`, {
        registration_ids: [s.report.uuid],
        confirm: 'VERWIJDEREN',
      });
      expect(erase.statusCode, role).toBe(403);
    }
    const elsewhere = await search(s.managerKey, s.other.id, SUBJECT_EMAIL, 'email');
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('subject export', () => {
  it('writes a zip with JSON, a PDF and the files of each registration, for its requester', async () => {
    const s = await subjectSetup(app, db);
    const started = await callApi(app, s.managerKey, 'POST', `${base(s.client.id)}/export`, {
      registration_ids: [s.report.uuid, s.permit.uuid],
    });
    expect(started.statusCode, started.body).toBe(202);
    const { queue_id: queueId } = started.json() as { queue_id: string };
    const status = () =>
      callApi(app, s.managerKey, 'GET', `${base(s.client.id)}/export/${queueId}`);
    expect((await status()).json()).toMatchObject({ status: 'queued', progress: 0 });

    const [row] = await db.select().from(subjectExports).where(eq(subjectExports.uuid, queueId));
    if (!row) throw new Error('no export row');
    await runSubjectExportJob(
      { db, storage: app.storage, log: app.log as never, renderPdf: renderRegistrationPdf },
      { client_id: row.clientId, export_id: row.id },
    );
    expect((await status()).json()).toEqual({ status: 'done', progress: 100 });

    const file = await callApi(
      app,
      s.managerKey,
      'GET',
      `${base(s.client.id)}/export/${queueId}/file`,
    );
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toContain('application/zip');
    const zip = await readZip(file.rawPayload);
    const serial = (n: number) => String(n);
    const report = `Meldingen/${serial(s.report.serialNumber)}`;
    const permit = `Vergunningen/${serial(s.permit.serialNumber)}`;
    expect([...zip.keys()].sort()).toEqual(
      [
        'overzicht.json',
        `${report}/registratie.json`,
        `${report}/registratie.pdf`,
        `${report}/tegel.png`,
        `${permit}/registratie.json`,
        `${permit}/registratie.pdf`,
      ].sort(),
    );
    expect(zip.get(`${report}/registratie.pdf`)?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(zip.get(`${permit}/registratie.pdf`)?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(zip.get(`${report}/tegel.png`)?.length).toBe(s.photo.size);
    const json = JSON.parse(zip.get(`${report}/registratie.json`)?.toString() ?? '{}');
    expect(json).toMatchObject({
      form: { name: 'Meldingen' },
      registration_id: s.report.uuid,
      serial_number: s.report.serialNumber,
      values: expect.arrayContaining([
        { name: 'naam', label: 'Naam melder', type: 'text', value: 'Jan Jansen' },
      ]),
      files: [{ name: 'tegel.png', type: 'image/png' }],
    });
    const overview = JSON.parse(zip.get('overzicht.json')?.toString() ?? '{}');
    expect(overview.registrations).toHaveLength(2);

    // The audit log holds the export's start and its download, by the manager.
    await app.audit.flush();
    const log = await callApi(app, s.managerKey, 'GET', `/api/clients/${s.client.id}/audit-log`);
    const entries = (log.json().items as { action: string; object_id: string }[]).filter(
      (entry) => entry.object_id === queueId,
    );
    expect(entries.map((entry) => entry.action).sort()).toEqual(
      ['export.download', 'subject.export'].sort(),
    );

    // Another member of the client (even a client manager) does not see someone else's export.
    const colleague = await createUser(db, { client: s.client, roles: ['client_manager'] });
    const colleagueKey = await login(app, colleague);
    const theirs = await callApi(
      app,
      colleagueKey,
      'GET',
      `${base(s.client.id)}/export/${queueId}`,
    );
    expect(theirs.statusCode).toBe(404);
  });

  it("refuses the lot when an id is another client's (404), and starts nothing", async () => {
    const s = await subjectSetup(app, db);
    const started = await callApi(app, s.managerKey, 'POST', `${base(s.client.id)}/export`, {
      registration_ids: [s.report.uuid, s.othersReport.uuid],
    });
    expect(started.statusCode).toBe(404);
    const rows = await db
      .select()
      .from(subjectExports)
      .where(eq(subjectExports.clientId, s.client.id));
    expect(rows).toEqual([]);
  });
});

describe('subject export: failures and expiry', () => {
  async function exportOf(s: Awaited<ReturnType<typeof subjectSetup>>, ids: string[]) {
    const started = await callApi(app, s.managerKey, 'POST', `${base(s.client.id)}/export`, {
      registration_ids: ids,
    });
    const { queue_id: queueId } = started.json() as { queue_id: string };
    const [row] = await db.select().from(subjectExports).where(eq(subjectExports.uuid, queueId));
    if (!row) throw new Error('no export row');
    return { queueId, row };
  }

  it("keeps a PDF's failure in registratie.json and still writes the rest", async () => {
    const s = await subjectSetup(app, db);
    const { queueId, row } = await exportOf(s, [s.report.uuid]);
    await runSubjectExportJob(
      {
        db,
        storage: app.storage,
        log: app.log as never,
        renderPdf: () => Promise.reject(new Error('te groot')),
      },
      { client_id: row.clientId, export_id: row.id },
    );
    const file = await callApi(
      app,
      s.managerKey,
      'GET',
      `${base(s.client.id)}/export/${queueId}/file`,
    );
    const zip = await readZip(file.rawPayload);
    const folder = `Meldingen/${s.report.serialNumber}`;
    const json = JSON.parse(zip.get(`${folder}/registratie.json`)?.toString() ?? '{}');
    expect(json.pdf_error).toBe('te groot');
    expect(zip.get(`${folder}/tegel.png`)?.length).toBe(s.photo.size);
  });

  it('fails the export with a Dutch reason when a file cannot be read', async () => {
    const s = await subjectSetup(app, db);
    const { queueId, row } = await exportOf(s, [s.report.uuid]);
    await db
      .update(files)
      .set({ sha256: 'f'.repeat(64) })
      .where(eq(files.sha256, s.photo.key));
    await runSubjectExportJob(
      { db, storage: app.storage, log: app.log as never, renderPdf: renderRegistrationPdf },
      { client_id: row.clientId, export_id: row.id },
    );
    const status = await callApi(
      app,
      s.managerKey,
      'GET',
      `${base(s.client.id)}/export/${queueId}`,
    );
    expect(status.json()).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^De export kon niet worden gemaakt/),
    });
  });

  it('is gone after 24 hours: 404, and the cleanup removes the row and the zip', async () => {
    const s = await subjectSetup(app, db);
    const { queueId, row } = await exportOf(s, [s.permit.uuid]);
    await runSubjectExportJob(
      { db, storage: app.storage, log: app.log as never, renderPdf: renderRegistrationPdf },
      { client_id: row.clientId, export_id: row.id },
    );
    const [done] = await db.select().from(subjectExports).where(eq(subjectExports.id, row.id));
    const key = done?.fileKey ?? '';
    expect(await app.storage.exists(key)).toBe(true);
    await db
      .update(subjectExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(subjectExports.id, row.id));
    const status = await callApi(
      app,
      s.managerKey,
      'GET',
      `${base(s.client.id)}/export/${queueId}`,
    );
    expect(status.statusCode).toBe(404);
    const purged = await purgeExpiredSubjectExports(db, app.storage);
    expect(purged.rows).toBeGreaterThanOrEqual(1);
    expect(await app.storage.exists(key)).toBe(false);
  });
});

describe('subject erasure', () => {
  it("needs confirm 'VERWIJDEREN' exactly (400 naming confirm)", async () => {
    const s = await subjectSetup(app, db);
    for (const confirm of ['verwijderen', 'JA', undefined]) {
      const answer = await callApi(app, s.managerKey, 'POST', `${base(s.client.id)}/erase`, {
        registration_ids: [s.report.uuid],
        confirm,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain('confirm');
    }
    const left = await db.select().from(registrations).where(eq(registrations.id, s.report.id));
    expect(left).toHaveLength(1);
  });

  it('deletes the registrations for good (trashed too), releases their files, leaves others', async () => {
    const s = await subjectSetup(app, db);
    const answer = await callApi(app, s.managerKey, 'POST', `${base(s.client.id)}/erase`, {
      registration_ids: [s.report.uuid, s.permit.uuid],
      confirm: 'VERWIJDEREN',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ deleted: 2, files_released: 1 });
    const left = await db
      .select({ id: registrations.id })
      .from(registrations)
      .where(inArray(registrations.uuid, [s.report.uuid, s.permit.uuid, s.stranger.uuid]));
    expect(left.map((row) => row.id)).toEqual([s.stranger.id]);
    const fileRows = await db.select().from(files).where(eq(files.sha256, s.photo.key));
    expect(fileRows).toEqual([]);
    const again = await search(s.managerKey, s.client.id, SUBJECT_EMAIL, 'email');
    expect(again.json().items).toEqual([]);
    // The audit log holds one 'subject.erase' per erased registration, by the manager.
    await app.audit.flush();
    const log = await callApi(
      app,
      s.managerKey,
      'GET',
      `/api/clients/${s.client.id}/audit-log?action=subject.erase`,
    );
    expect(log.statusCode, log.body).toBe(200);
    const logged = log.json().items as { object_id: string; user: { id: number } }[];
    expect(logged.map((entry) => entry.object_id).sort()).toEqual(
      [s.report.uuid, s.permit.uuid].sort(),
    );
    expect(logged.every((entry) => entry.user.id === s.manager.id)).toBe(true);
    // The other client's registration of the same address is untouched.
    const others = await db
      .select()
      .from(registrations)
      .where(eq(registrations.id, s.othersReport.id));
    expect(others).toHaveLength(1);
  });

  it("skips another client's ids (untouched) and succeeds again with 0", async () => {
    const s = await subjectSetup(app, db);
    const erase = () =>
      callApi(app, s.managerKey, 'POST', `${base(s.client.id)}/erase`, {
        registration_ids: [s.report.uuid, s.othersReport.uuid],
        confirm: 'VERWIJDEREN',
      });
    const first = await erase();
    expect(first.json()).toEqual({ deleted: 1, files_released: 1 });
    const others = await db
      .select()
      .from(registrations)
      .where(eq(registrations.id, s.othersReport.id));
    expect(others).toHaveLength(1);
    const again = await erase();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ deleted: 0, files_released: 0 });
  });

  it("removes the files' bytes from storage once no one else holds them", async () => {
    const s = await subjectSetup(app, db);
    expect(await app.storage.exists(s.photo.key)).toBe(true);
    const tenant = await tenantOfRef(db, { user: s.manager } as never, String(s.client.id));
    const lines: object[] = [];
    // Two minutes on: past the erasure's minute in which a put is kept for an upload in flight
    // (the upload purge's own hour would keep these bytes).
    const later = new Date(Date.now() + 2 * 60_000);
    const erased = await eraseSubjectRegistrations(
      { db, storage: app.storage, log: { info: (fields) => lines.push(fields) } },
      tenant,
      { userId: s.manager.id, ip: '192.0.2.7' },
      [s.report.uuid],
      later,
    );
    expect(erased).toEqual({ deleted: 1, files_released: 1, erasedUuids: [s.report.uuid] });
    expect(await app.storage.exists(s.photo.key)).toBe(false);
    expect(lines).toEqual([
      expect.objectContaining({
        event: 'subject.erase',
        userId: s.manager.id,
        ip: '192.0.2.7',
        registrations: 1,
      }),
    ]);
  });
});
