import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_FILE_SIZE_BYTES } from '@eform/core/constants';
import type { TSchema } from '@eform/core/elements';
import { ts } from '@eform/core/messages/server-only';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient, createFolder, createForm, createUser } from '../../../test/factories';
import { getTestDatabase } from '../../../test/support';
import { createLocalDiskStorage } from '../../storage/local-disk-storage';
import { storeInlineFiles, type TInlineFilesContext } from './inline-files';

const dataDir = await mkdtemp(join(tmpdir(), 'eform-inline-files-test-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const filesDir = join(dataDir, 'files');
const storage = createLocalDiskStorage(filesDir);
const { database } = await getTestDatabase();
const db = database.db;

const client = await createClient(db);
const form = await createForm(db, client, await createFolder(db, client), {
  publishedAt: new Date(),
});
const user = await createUser(db, { client });
const other = await createUser(db, { client });

const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PNG = Buffer.from(PNG_BASE64, 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');

const el = (elementType: string, name: string, label: string, extra: object = {}) => ({
  uuid: randomUUID(),
  elementType,
  name,
  label,
  ...extra,
});

const schema = [
  el('text', 'omschrijving', 'Omschrijving'),
  el('image', 'foto', 'Foto'),
  el('file', 'bijlage', 'Bijlage'),
  el('signature', 'handtekening', 'Handtekening'),
  el('subform', 'schades', 'Schades', {
    subform: { schema: [el('image', 'schadefoto', 'Schadefoto')], values: {}, rules: [] },
  }),
] as unknown as TSchema;

function ctx(userId: number | null = user.id): TInlineFilesContext {
  return { clientId: client.id, formId: form.id, userId, storage };
}

async function fileRow(url: unknown) {
  const uuid = String(url).split('/').pop() ?? '';
  const [row] = await db.query.files.findMany({ where: (f, { eq }) => eq(f.uuid, uuid) });
  return row;
}

describe('storeInlineFiles', () => {
  it('stores base64 of file, image and signature values (subforms too) and keeps only urls', async () => {
    const values = {
      omschrijving: 'Gat in de weg',
      foto: [{ name: 'foto.png', base64: `data:image/png;base64,${PNG_BASE64}` }],
      bijlage: [{ name: 'rapport.pdf', filename: 'rapport.pdf', base64: PDF.toString('base64') }],
      handtekening: { name: 'Handtekening.png', base64: `data:image/png;base64,${PNG_BASE64}` },
      schades: [{ subform_index: 1, schadefoto: [{ name: 'schade.png', base64: PNG_BASE64 }] }],
    };
    const result = await storeInlineFiles(db, ctx(null), schema, values);

    expect(JSON.stringify(result.values)).not.toContain('base64');
    expect(result.fileIds).toHaveLength(4);
    const foto = (result.values.foto as Record<string, unknown>[])[0];
    expect(foto).toMatchObject({
      name: 'foto.png',
      filename: 'foto.png',
      size: PNG.length,
      type: 'image/png',
    });
    expect(String(foto?.url)).toMatch(/^\/api\/file\/[0-9a-f-]{36}$/);
    expect(result.values.bijlage).toMatchObject([{ type: 'application/pdf', size: PDF.length }]);
    expect(result.values.handtekening).toMatchObject({
      name: 'Handtekening.png',
      type: 'image/png',
    });
    const schade = (result.values.schades as Record<string, unknown>[])[0];
    expect(schade).toMatchObject({ subform_index: 1, schadefoto: [{ type: 'image/png' }] });
    expect(result.values.omschrijving).toBe('Gat in de weg');
    // The input is not changed in place.
    expect(values.foto[0]?.base64).toContain('base64');

    const row = await fileRow(foto?.url);
    expect(row).toMatchObject({ clientId: client.id, formId: form.id, uploadedBy: null });
    const hash = createHash('sha256').update(PNG).digest('hex');
    expect(row?.sha256).toBe(hash);
    expect(await readFile(join(filesDir, hash.slice(0, 2), hash))).toEqual(PNG);
  });

  it('refuses base64 that is not base64, naming the field in Dutch', async () => {
    const values = { bijlage: [{ name: 'x.pdf', base64: 'dit is geen base64!' }] };
    await expect(storeInlineFiles(db, ctx(), schema, values)).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Het bestand in het veld "Bijlage" is onleesbaar.',
    });
  });

  it('refuses a type the element does not take, read from the bytes', async () => {
    // A PDF in an image element, named .png and claimed as image/png.
    const pdfAsImage = {
      foto: [{ name: 'foto.png', type: 'image/png', base64: PDF.toString('base64') }],
    };
    await expect(storeInlineFiles(db, ctx(), schema, pdfAsImage)).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Het bestand in het veld "Foto" is van een soort die hier niet wordt geaccepteerd.',
    });
    const inSubform = {
      schades: [{ schadefoto: [{ base64: Buffer.from('tekst').toString('base64') }] }],
    };
    await expect(storeInlineFiles(db, ctx(), schema, inSubform)).rejects.toMatchObject({
      message:
        'Het bestand in het veld "Schadefoto" is van een soort die hier niet wordt geaccepteerd.',
    });
    const zipAsFile = {
      bijlage: [{ base64: Buffer.from('504b030414000000', 'hex').toString('base64') }],
    };
    await expect(storeInlineFiles(db, ctx(), schema, zipAsFile)).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });

  it('refuses a file over 20 MB', async () => {
    const big = Buffer.alloc(MAX_FILE_SIZE_BYTES + 3, 0x61).toString('base64');
    await expect(
      storeInlineFiles(db, ctx(), schema, { bijlage: [{ base64: big }] }),
    ).rejects.toMatchObject({
      message: 'Het bestand in het veld "Bijlage" is te groot. Maximale bestandsgrootte is 20Mb.',
    });
  });

  it("claims the user's own uploads by url with their stored type, and no one else's", async () => {
    const upload = await storeInlineFiles(db, ctx(), schema, {
      bijlage: [{ name: 'eerder.pdf', base64: PDF.toString('base64') }],
    });
    const uploaded = (upload.values.bijlage as Record<string, unknown>[])[0];
    const url = String(uploaded?.url);
    const ownRow = await fileRow(url);

    // Sent back later by url, with a type the browser made up.
    const own = await storeInlineFiles(db, ctx(), schema, {
      foto: [{ url, name: 'eerder.png', type: 'image/png' }],
    });
    expect(own.fileIds).toEqual([ownRow?.id]);
    expect(own.values.foto).toEqual([
      { url, file_id: ownRow?.uuid, name: 'eerder.png', type: 'application/pdf', size: PDF.length },
    ]);

    // Another user's upload is no file this sender may name.
    await expect(
      storeInlineFiles(db, ctx(other.id), schema, { bijlage: [{ url, name: 'eerder.pdf' }] }),
    ).rejects.toThrow(ts('server.file.fieldUnknown', { field: 'Bijlage' }));
  });

  it('leaves values without files alone', async () => {
    const values = { omschrijving: 'x', foto: [], bijlage: null };
    expect(await storeInlineFiles(db, ctx(), schema, values)).toEqual({ values, fileIds: [] });
  });
});
