import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZErrorBody } from '@eform/core/api';
import { ZUploadedFile } from '@eform/core/api/registrations';
import { MAX_FILE_SIZE_BYTES } from '@eform/core/constants';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createFolder,
  createForm,
  createUser,
  login,
  shareForm,
} from '../../../test/factories';
import { TINY_PNG, uploadFile } from '../../../test/files';
import { getTestServer } from '../../../test/support';
import { registrations } from '../../db/schema';
import { createLocalDiskStorage } from '../../storage/local-disk-storage';
import { attachFiles } from './inline-files';

const dataDir = await mkdtemp(join(tmpdir(), 'eform-files-test-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const filesDir = join(dataDir, 'files');
const { app, db } = await getTestServer({ storage: createLocalDiskStorage(filesDir) });

const client = await createClient(db);
const folder = await createFolder(db, client);
const form = await createForm(db, client, folder, { publishedAt: new Date() });
const unsharedForm = await createForm(db, client, folder, { publishedAt: new Date() });
const uploader = await createUser(db, { client });
const colleague = await createUser(db, { client });
const manager = await createUser(db, { client, roles: ['form_view_registrations'] });
await shareForm(db, form, { userId: uploader.id });
await shareForm(db, form, { userId: colleague.id });
const otherClient = await createClient(db);
const outsider = await createUser(db, { client: otherClient, roles: ['client_manager'] });
const keys = {
  uploader: await login(app, uploader),
  colleague: await login(app, colleague),
  manager: await login(app, manager),
  outsider: await login(app, outsider),
};

const PNG = TINY_PNG;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< >>\n%%EOF\n');
const ZIP = Buffer.from('504b0304140000000800', 'hex');

function upload(
  apiKey: string,
  filename: string,
  bytes: Buffer,
  options: { path?: string; formId?: string; query?: string; contentType?: string } = {},
) {
  const query = options.query ?? `form_id=${options.formId ?? form.uuid}`;
  return uploadFile(app, apiKey, query, { filename, bytes, ...options });
}

function download(apiKey: string | null, url: string) {
  return app.inject({ method: 'GET', url, headers: apiKey ? { 'api-key': apiKey } : {} });
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function storedFiles(): Promise<string[]> {
  const dirs = await readdir(filesDir).catch(() => [] as string[]);
  const out: string[] = [];
  for (const dir of dirs.filter((d) => d !== 'tmp')) {
    out.push(...(await readdir(join(filesDir, dir))));
  }
  return out;
}

async function uploadOk(apiKey: string, filename: string, bytes: Buffer) {
  const response = await upload(apiKey, filename, bytes);
  expect(response.statusCode, response.body).toBe(200);
  return ZUploadedFile.parse(response.json());
}

async function createRegistration(userId: number, assignedUserId: number | null = null) {
  const [row] = await db
    .insert(registrations)
    .values({
      clientId: client.id,
      formId: form.id,
      formRevision: form.revision,
      serialNumber: Math.floor(Math.random() * 1_000_000_000),
      name: 'Registratie',
      userId,
      assignedUserId,
      values: {},
    })
    .returning();
  if (!row) throw new Error('registration not created');
  return row;
}

describe('POST /api/file-upload/form', () => {
  it('stores the file by its sha256 and answers the uploaded file', async () => {
    const file = await uploadOk(keys.uploader, 'foto.png', PNG);
    expect(file).toMatchObject({
      url: `/api/file/${file.file_id}`,
      name: 'foto.png',
      filename: 'foto.png',
      size: PNG.length,
      type: 'image/png',
    });
    const hash = sha256(PNG);
    expect(await readFile(join(filesDir, hash.slice(0, 2), hash))).toEqual(PNG);
  });

  it('stores the same bytes once, however often they are uploaded', async () => {
    const bytes = Buffer.concat([PDF, Buffer.from(`% ${Date.now()}\n`)]);
    const first = await uploadOk(keys.uploader, 'a.pdf', bytes);
    const second = await uploadOk(keys.colleague, 'b.pdf', bytes);
    expect(first.file_id).not.toBe(second.file_id);
    expect((await storedFiles()).filter((name) => name === sha256(bytes))).toHaveLength(1);
    expect(second.type).toBe('application/pdf');
  });

  it('answers the same on /form-hd', async () => {
    const response = await upload(keys.uploader, 'hd.png', PNG, {
      path: '/api/file-upload/form-hd',
    });
    expect(response.statusCode).toBe(200);
    expect(ZUploadedFile.parse(response.json()).type).toBe('image/png');
  });

  it('reads the type from the bytes, never from the name or the claimed type', async () => {
    const pdfAsPng = await upload(keys.uploader, 'foto.png', PDF, { contentType: 'image/png' });
    expect(pdfAsPng.statusCode).toBe(200);
    expect(ZUploadedFile.parse(pdfAsPng.json()).type).toBe('application/pdf');

    const text = await uploadOk(keys.uploader, 'foto.png', Buffer.from('gewoon tekst\n'));
    expect(text.type).toBe('text/plain');
  });

  it('refuses bytes of a type it does not accept, with a Dutch text, storing nothing', async () => {
    const before = await storedFiles();
    for (const [name, bytes] of [
      ['archief.png', ZIP],
      ['leeg.png', Buffer.alloc(0)],
      ['binair.txt', Buffer.from([0, 1, 2, 3, 0xff, 0xfe])],
    ] as const) {
      const response = await upload(keys.uploader, name, bytes, { contentType: 'image/png' });
      expect(response.statusCode, name).toBe(415);
      expect(response.json()).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message:
          'Dit soort bestand wordt niet geaccepteerd. Toegestaan zijn pdf, afbeeldingen, Office-documenten en tekstbestanden.',
      });
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file over 20 MB with the spec text, storing nothing', async () => {
    const before = await storedFiles();
    const big = Buffer.alloc(MAX_FILE_SIZE_BYTES + 1, 0x61);
    const response = await upload(keys.uploader, 'groot.txt', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Maximale bestandsgrootte is 20Mb.',
    });
    expect(await storedFiles()).toEqual(before);
    expect(await readdir(join(filesDir, 'tmp'))).toEqual([]);
  });

  it('takes exactly 20 MB', async () => {
    const response = await upload(
      keys.uploader,
      'precies.txt',
      Buffer.alloc(MAX_FILE_SIZE_BYTES, 0x62),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(ZUploadedFile.parse(response.json()).size).toBe(MAX_FILE_SIZE_BYTES);
  });

  it('is for signed-in users of a form they may fill only (404 otherwise)', async () => {
    expect((await upload('geen-sleutel', 'a.png', PNG)).statusCode).toBe(401);
    const notShared = await upload(keys.uploader, 'a.png', PNG, { formId: unsharedForm.uuid });
    expect(notShared.statusCode).toBe(404);
    const otherClientUser = await upload(keys.outsider, 'a.png', PNG);
    expect(otherClientUser.statusCode).toBe(404);
    expect(ZErrorBody.safeParse(otherClientUser.json()).success).toBe(true);
    expect(otherClientUser.body).not.toContain(form.name);
    const noForm = await upload(keys.uploader, 'a.png', PNG, { formId: 'geen-formulier' });
    expect(noForm.statusCode).toBe(404);
  });

  it('asks for the file in the field `file`', async () => {
    const boundary = '----leeg';
    const response = await app.inject({
      method: 'POST',
      url: `/api/file-upload/form?form_id=${form.uuid}`,
      headers: {
        'api-key': keys.uploader,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="iets"\r\n\r\nx\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Er is geen bestand meegestuurd.');
  });
});

describe('GET /api/file/{file_id}', () => {
  it('sends the file to its uploader as an attachment with its stored type', async () => {
    const file = await uploadOk(keys.uploader, 'Foto van één boom.png', PNG);
    const response = await download(keys.uploader, file.url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(PNG);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Foto van __n boom.png"; filename*=UTF-8''Foto%20van%20%C3%A9%C3%A9n%20boom.png`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['accept-ranges']).toBe('bytes');

    // A phone's player asks a video or a big photo in pieces.
    const piece = await app.inject({
      url: file.url,
      headers: { 'api-key': keys.uploader, range: 'bytes=1-3' },
    });
    expect(piece.statusCode).toBe(206);
    expect(piece.headers['content-range']).toBe(`bytes 1-3/${PNG.length}`);
    expect(piece.rawPayload).toEqual(PNG.subarray(1, 4));
    const past = await app.inject({
      url: file.url,
      headers: { 'api-key': keys.uploader, range: `bytes=${PNG.length}-` },
    });
    expect([past.statusCode, past.headers['content-range']]).toEqual([
      416,
      `bytes */${PNG.length}`,
    ]);
  });

  it("refuses another user's unattached file with 404, also across clients and to managers", async () => {
    const file = await uploadOk(keys.uploader, 'eigen.png', PNG);
    for (const key of [keys.colleague, keys.manager, keys.outsider]) {
      const response = await download(key, file.url);
      expect(response.statusCode).toBe(404);
      expect(ZErrorBody.safeParse(response.json()).success).toBe(true);
    }
    expect((await download(null, file.url)).statusCode).toBe(401);
    expect((await download(keys.uploader, '/api/file/geen-uuid')).statusCode).toBe(404);
    expect(
      (await download(keys.uploader, '/api/file/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });

  it("once attached: the registration's owner, assignee and managers may download, others not", async () => {
    const file = await uploadOk(keys.uploader, 'bijlage.pdf', PDF);
    const owner = await createUser(db, { client });
    const assignee = await createUser(db, { client });
    const registration = await createRegistration(owner.id, assignee.id);
    const [row] = await db.query.files.findMany({ where: (f, { eq }) => eq(f.uuid, file.file_id) });
    await attachFiles(db, client.id, registration.id, [row?.id ?? 0]);

    expect((await download(await login(app, owner), file.url)).statusCode).toBe(200);
    expect((await download(await login(app, assignee), file.url)).statusCode).toBe(200);
    expect((await download(keys.manager, file.url)).statusCode).toBe(200);
    // The uploader is not the registration's owner here: the file is the registration's now.
    for (const key of [keys.uploader, keys.colleague, keys.outsider]) {
      expect((await download(key, file.url)).statusCode).toBe(404);
    }
  });

  it('attaches a file once: a second registration cannot take it', async () => {
    const file = await uploadOk(keys.uploader, 'een.png', PNG);
    const [row] = await db.query.files.findMany({ where: (f, { eq }) => eq(f.uuid, file.file_id) });
    const first = await createRegistration(uploader.id);
    const second = await createRegistration(colleague.id);
    await attachFiles(db, client.id, first.id, [row?.id ?? 0]);
    await attachFiles(db, client.id, second.id, [row?.id ?? 0]);
    expect((await download(keys.uploader, file.url)).statusCode).toBe(200);
    expect((await download(keys.colleague, file.url)).statusCode).toBe(404);
  });

  it('takes an upload without form_id (doc 1 §7): it belongs to the current client', async () => {
    for (const path of ['/api/file-upload/form', '/api/file-upload/form-hd']) {
      const response = await upload(keys.uploader, 'los.png', PNG, { path, query: '' });
      expect(response.statusCode, response.body).toBe(200);
      const file = ZUploadedFile.parse(response.json());
      const [row] = await db.query.files.findMany({
        where: (f, { eq }) => eq(f.uuid, file.file_id),
      });
      expect(row?.clientId).toBe(client.id);
      expect(row?.formId).toBeNull();
      expect((await download(keys.uploader, file.url)).statusCode).toBe(200);
    }
  });

  it('takes client_id instead of form_id, but only a client of the user', async () => {
    const own = await upload(keys.outsider, 'los.png', PNG, {
      query: `client_id=${otherClient.id}`,
    });
    expect(own.statusCode, own.body).toBe(200);
    const foreign = await upload(keys.outsider, 'los.png', PNG, {
      query: `client_id=${client.id}`,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
