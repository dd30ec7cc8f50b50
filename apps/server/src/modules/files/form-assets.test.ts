import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { ZErrorBody } from '@eform/core/api';
import { ZUploadedFile } from '@eform/core/api/registrations';
import { MAX_FILE_SIZE_BYTES } from '@eform/core/constants';
import type { TSchema } from '@eform/core/elements';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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
import { files, forms } from '../../db/schema';
import { ORPHAN_UPLOAD_MS, purgeOrphanUploads } from './upload-purge';

// The element editor's uploads (doc 2 §5, §7): an imageTag's picture and a staticFile's file,
// stored for the form being edited, readable by whoever may see the form once it shows them,
// guests of a guest form included, and by nobody of another client.

const { app, db } = await getTestServer();

const client = await createClient(db);
const folder = await createFolder(db, client);
const form = await createForm(db, client, folder, { publishedAt: new Date() });
const guestId = randomUUID();
const guestForm = await createForm(db, client, folder, {
  publishedAt: new Date(),
  guestId,
  settings: { guestAccess: true },
});
const editor = await createUser(db, { client, roles: ['form_manager'] });
const filler = await createUser(db, { client });
const stranger = await createUser(db, { client });
const registrationsManager = await createUser(db, { client, roles: ['form_view_registrations'] });
await shareForm(db, form, { userId: filler.id });
await shareForm(db, guestForm, { userId: filler.id });
const otherClient = await createClient(db);
const otherForm = await createForm(db, otherClient, await createFolder(db, otherClient), {
  publishedAt: new Date(),
});
const outsider = await createUser(db, { client: otherClient, roles: ['client_manager'] });
const keys = {
  editor: await login(app, editor),
  filler: await login(app, filler),
  stranger: await login(app, stranger),
  registrationsManager: await login(app, registrationsManager),
  outsider: await login(app, outsider),
};

const IMAGE_TAG_REFUSED = 'Er kunnen alleen jpg, jpeg, png of gif bestanden worden geupload';
const STATIC_FILE_REFUSED =
  'Er kunnen alleen pdf, docx, txt, jpg, jpeg, png of gif bestanden worden geupload';

const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
const GIF = Buffer.from('474946383961010001000000002c00000000010001000002024401003b', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< >>\n%%EOF\n');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const EXE = Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000', 'hex');
const BMP = Buffer.from('424d3a0000000000000036000000280000000100000001000000010018', 'hex');
const DOCX = zip([
  [
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  ],
  ['word/document.xml', '<w:document/>'],
]);

/** A zip of stored (uncompressed) entries: the smallest Word document the type sniffer knows. */
function zip(entries: [string, string][]): Buffer {
  const parts: Buffer[] = [];
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt32LE(crc32(data), 14);
    head.writeUInt32LE(data.length, 18);
    head.writeUInt32LE(data.length, 22);
    head.writeUInt16LE(Buffer.byteLength(name), 26);
    parts.push(head, Buffer.from(name), data);
  }
  return Buffer.concat(parts);
}

type TKind = 'imagetag' | 'static-file';

function upload(
  apiKey: string,
  kind: TKind,
  filename: string,
  bytes: Buffer,
  formId: string = form.uuid,
) {
  return uploadFile(app, apiKey, `form_id=${formId}`, {
    filename,
    bytes,
    path: `/api/file-upload/${kind}`,
  });
}

async function uploadOk(kind: TKind, filename: string, bytes: Buffer, formId = form.uuid) {
  const response = await upload(keys.editor, kind, filename, bytes, formId);
  expect(response.statusCode, response.body).toBe(200);
  return ZUploadedFile.parse(response.json());
}

function download(apiKey: string | null, url: string) {
  return app.inject({ method: 'GET', url, headers: apiKey ? { 'api-key': apiKey } : {} });
}

function guestDownload(guest: string, fileId: string) {
  return download(null, `/api/guest/form/${guest}/file/${fileId}`);
}

/** Saves the form with an imageTag showing `image` and a staticFile offering `file`. */
async function showOn(formId: number, image: { url: string; file_id: string }, file = image) {
  const schema: TSchema = [
    {
      uuid: randomUUID(),
      name: 'imagetag1',
      elementType: 'imageTag',
      label: 'Logo',
      image: { url: image.url, fid: image.file_id, name: 'logo.png' },
      width: 300,
    },
    {
      uuid: randomUUID(),
      name: 'subform1',
      elementType: 'subform',
      label: 'Bijlagen',
      subform: {
        schema: [
          {
            uuid: randomUUID(),
            name: 'staticfile1',
            elementType: 'staticFile',
            file: { url: file.url, fid: file.file_id, name: 'bijlage.pdf' },
          },
        ],
      },
    },
  ];
  await db.update(forms).set({ schema }).where(eq(forms.id, formId));
}

async function fileRow(fileId: string) {
  const [row] = await db.select().from(files).where(eq(files.uuid, fileId));
  return row;
}

async function fileCount() {
  return (await db.select({ id: files.id }).from(files)).length;
}

describe('POST /api/file-upload/imagetag', () => {
  it('takes jpg, jpeg, png and gif, stored for the form in its client', async () => {
    for (const [name, bytes, type] of [
      ['logo.png', TINY_PNG, 'image/png'],
      ['foto.jpg', JPEG, 'image/jpeg'],
      ['foto.JPEG', JPEG, 'image/jpeg'],
      ['animatie.gif', GIF, 'image/gif'],
    ] as const) {
      const file = await uploadOk('imagetag', name, bytes);
      expect(file, name).toMatchObject({ url: `/api/file/${file.file_id}`, name, type });
      const row = await fileRow(file.file_id);
      expect(row).toMatchObject({ clientId: client.id, formId: form.id, uploadedBy: editor.id });
    }
  });

  it('refuses other extensions and other bytes with the spec text (415), storing nothing', async () => {
    const before = await fileCount();
    for (const [name, bytes] of [
      ['virus.exe', EXE],
      ['tekening.svg', SVG],
      ['plaatje.bmp', BMP],
      ['document.pdf', PDF],
      ['zonder-extensie', TINY_PNG],
      ['vermomd.png', PDF],
      ['vermomd.gif', SVG],
      ['vermomd.jpg', EXE],
    ] as const) {
      const response = await upload(keys.editor, 'imagetag', name, bytes);
      expect(response.statusCode, name).toBe(415);
      expect(response.json(), name).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: IMAGE_TAG_REFUSED,
      });
    }
    expect(await fileCount()).toBe(before);
  });

  it('refuses a picture over 20 MB with the spec text', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(MAX_FILE_SIZE_BYTES, 0)]);
    const response = await upload(keys.editor, 'imagetag', 'groot.png', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Maximale bestandsgrootte is 20Mb.');
  });
});

describe('POST /api/file-upload/static-file', () => {
  it('takes pdf, docx, txt, jpg, jpeg, png and gif', async () => {
    for (const [name, bytes, type] of [
      ['reglement.pdf', PDF, 'application/pdf'],
      [
        'brief.docx',
        DOCX,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      ['leesmij.txt', Buffer.from('Gewoon tekst.\n'), 'text/plain'],
      ['kaart.png', TINY_PNG, 'image/png'],
      ['kaart.jpeg', JPEG, 'image/jpeg'],
      ['kaart.jpg', JPEG, 'image/jpeg'],
      ['kaart.gif', GIF, 'image/gif'],
    ] as const) {
      expect((await uploadOk('static-file', name, bytes)).type, name).toBe(type);
    }
  });

  it('refuses other extensions, and bytes that are not what the name says (415)', async () => {
    const before = await fileCount();
    for (const [name, bytes] of [
      ['setup.exe', EXE],
      ['tekening.svg', SVG],
      ['archief.zip', DOCX],
      ['oud.doc', PDF],
      ['brief.docx', PDF],
      ['reglement.pdf', Buffer.from('geen pdf')],
      ['leesmij.txt', EXE],
    ] as const) {
      const response = await upload(keys.editor, 'static-file', name, bytes);
      expect(response.statusCode, name).toBe(415);
      expect(response.json(), name).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: STATIC_FILE_REFUSED,
      });
    }
    expect(await fileCount()).toBe(before);
  });

  it('takes exactly 20 MB and refuses one byte more with the spec text', async () => {
    const exact = await upload(
      keys.editor,
      'static-file',
      'precies.txt',
      Buffer.alloc(MAX_FILE_SIZE_BYTES, 0x61),
    );
    expect(exact.statusCode, exact.body).toBe(200);
    const over = await upload(
      keys.editor,
      'static-file',
      'groot.txt',
      Buffer.alloc(MAX_FILE_SIZE_BYTES + 1, 0x61),
    );
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Maximale bestandsgrootte is 20Mb.',
    });
  });
});

describe('who may upload for a form element', () => {
  it("needs 'eform manage form edit' on the form (403), the form visible (404), a key (401)", async () => {
    for (const kind of ['imagetag', 'static-file'] as const) {
      // May fill or see the form, may not edit it.
      for (const key of [keys.filler, keys.registrationsManager]) {
        const response = await upload(key, kind, 'logo.png', TINY_PNG);
        expect(response.statusCode, kind).toBe(403);
        expect(ZErrorBody.safeParse(response.json()).success).toBe(true);
      }
      // Not shared with them: as if the form did not exist.
      expect((await upload(keys.stranger, kind, 'logo.png', TINY_PNG)).statusCode).toBe(404);
      expect((await upload('geen-sleutel', kind, 'logo.png', TINY_PNG)).statusCode).toBe(401);
    }
  });

  it("refuses another client's form (404) and a missing form_id (400)", async () => {
    for (const kind of ['imagetag', 'static-file'] as const) {
      const foreign = await upload(keys.outsider, kind, 'logo.png', TINY_PNG, form.uuid);
      expect(foreign.statusCode).toBe(404);
      const wrongWay = await upload(keys.editor, kind, 'logo.png', TINY_PNG, otherForm.uuid);
      expect(wrongWay.statusCode).toBe(404);
      const noForm = await uploadFile(app, keys.editor, '', {
        filename: 'logo.png',
        bytes: TINY_PNG,
        path: `/api/file-upload/${kind}`,
      });
      expect(noForm.statusCode).toBe(400);
    }
  });
});

describe('reading a file a form shows', () => {
  it('is for its uploader until the form shows it, then for whoever may see the form', async () => {
    const picture = await uploadOk('imagetag', 'logo.png', TINY_PNG);
    const attachment = await uploadOk('static-file', 'reglement.pdf', PDF);
    expect((await download(keys.editor, picture.url)).statusCode).toBe(200);
    for (const key of [keys.filler, keys.registrationsManager]) {
      expect((await download(key, picture.url)).statusCode).toBe(404);
    }

    await showOn(form.id, picture, attachment);
    for (const key of [keys.editor, keys.filler, keys.registrationsManager]) {
      const response = await download(key, picture.url);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(TINY_PNG);
      expect(response.headers['content-type']).toBe('image/png');
      // The staticFile sits in a subform: shown at any depth.
      const pdf = await download(key, attachment.url);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-disposition']).toContain('reglement.pdf');
    }
    // A user of the client the form is not shared with, and another client's user: 404.
    for (const key of [keys.stranger, keys.outsider]) {
      expect((await download(key, picture.url)).statusCode).toBe(404);
      expect((await download(key, attachment.url)).statusCode).toBe(404);
    }
    expect((await download(null, picture.url)).statusCode).toBe(401);
  });

  it("never opens a filler's own upload of the form to others", async () => {
    const own = await uploadFile(app, keys.filler, `form_id=${form.uuid}`, {
      filename: 'eigen.png',
      bytes: TINY_PNG,
    });
    const file = ZUploadedFile.parse(own.json());
    for (const key of [keys.editor, keys.stranger, keys.outsider]) {
      expect((await download(key, file.url)).statusCode).toBe(404);
    }
    expect((await guestDownload(guestId, file.file_id)).statusCode).toBe(404);
  });
});

describe('GET /api/guest/form/{guest_id}/file/{file_id}', () => {
  it('sends a guest of the guest form the files it shows, without sign-in', async () => {
    const picture = await uploadOk('imagetag', 'logo.gif', GIF, guestForm.uuid);
    const attachment = await uploadOk(
      'static-file',
      'uitleg.txt',
      Buffer.from('Uitleg\n'),
      guestForm.uuid,
    );
    expect((await guestDownload(guestId, picture.file_id)).statusCode).toBe(404);

    await showOn(guestForm.id, picture, attachment);
    const response = await guestDownload(guestId, picture.file_id);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(GIF);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect((await guestDownload(guestId, attachment.file_id)).statusCode).toBe(200);
    // The signed-in filler of the guest form reads it too; another client's user does not.
    expect((await download(keys.filler, picture.url)).statusCode).toBe(200);
    expect((await download(keys.outsider, picture.url)).statusCode).toBe(404);
  });

  it('the guest form answer points its pictures and files at this route, which a guest can open', async () => {
    const picture = await uploadOk('imagetag', 'kaart.png', TINY_PNG, guestForm.uuid);
    const attachment = await uploadOk(
      'static-file',
      'info.txt',
      Buffer.from('Info\n'),
      guestForm.uuid,
    );
    await showOn(guestForm.id, picture, attachment);
    const answer = await download(null, `/api/guest/form/${guestId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const [imageTag, subform] = answer.json().schema;
    const guestUrl = (id: string) => `/api/guest/form/${guestId}/file/${id}`;
    expect(imageTag.image.url).toBe(guestUrl(picture.file_id));
    expect(subform.subform.schema[0].file.url).toBe(guestUrl(attachment.file_id));
    expect((await download(null, imageTag.image.url)).rawPayload).toEqual(TINY_PNG);
    // The signed-in answer of the same form keeps the signed-in address.
    const signedIn = await download(keys.filler, `/api/form/${guestForm.uuid}`);
    expect(signedIn.json().schema[0].image.url).toBe(picture.url);
  });

  it("answers 404 for another form's file, an unknown link, and once guest access is off", async () => {
    const picture = await uploadOk('imagetag', 'logo.png', TINY_PNG, guestForm.uuid);
    const elsewhere = await uploadOk('imagetag', 'ander.png', TINY_PNG, form.uuid);
    await showOn(guestForm.id, picture);
    await showOn(form.id, elsewhere);
    expect((await guestDownload(guestId, picture.file_id)).statusCode).toBe(200);
    // Shown by another form (not a guest form): not through this link.
    expect((await guestDownload(guestId, elsewhere.file_id)).statusCode).toBe(404);
    for (const link of [randomUUID(), 'geen-uuid']) {
      const response = await guestDownload(link, picture.file_id);
      expect(response.statusCode).toBe(404);
      expect(ZErrorBody.safeParse(response.json()).success).toBe(true);
    }
    expect((await guestDownload(guestId, 'geen-uuid')).statusCode).toBe(404);

    await db
      .update(forms)
      .set({ settings: { guestAccess: false } })
      .where(eq(forms.id, guestForm.id));
    expect((await guestDownload(guestId, picture.file_id)).statusCode).toBe(404);
    await db
      .update(forms)
      .set({ settings: { guestAccess: true }, publishedAt: null })
      .where(eq(forms.id, guestForm.id));
    expect((await guestDownload(guestId, picture.file_id)).statusCode).toBe(404);
    await db.update(forms).set({ publishedAt: new Date() }).where(eq(forms.id, guestForm.id));
  });
});

describe('the upload purge', () => {
  it('keeps a file its form shows, and removes one the form no longer shows', async () => {
    const shown = await uploadOk('imagetag', 'blijft.png', TINY_PNG);
    const dropped = await uploadOk('static-file', 'weg.txt', Buffer.from(`weg ${Date.now()}\n`));
    await showOn(form.id, shown);
    const old = new Date(Date.now() - ORPHAN_UPLOAD_MS - 60_000);
    for (const file of [shown, dropped]) {
      await db.update(files).set({ createdAt: old }).where(eq(files.uuid, file.file_id));
    }
    await purgeOrphanUploads(db, app.storage);
    expect(await fileRow(shown.file_id)).toBeDefined();
    expect(await fileRow(dropped.file_id)).toBeUndefined();
    expect((await download(keys.filler, shown.url)).statusCode).toBe(200);
  });
});
