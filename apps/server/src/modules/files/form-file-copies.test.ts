import { randomUUID } from 'node:crypto';
import { ZForm } from '@eform/core/api';
import { ZUploadedFile } from '@eform/core/api/registrations';
import { flattenSchema, type TSchema } from '@eform/core/elements';
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
import { callApi, getTestServer } from '../../../test/support';
import { files, formRevisions, forms } from '../../db/schema';
import { purgeOrphanUploads } from './upload-purge';

// Duplicating a form (doc 2: 'Kopie van', also to another client) copies the pictures and files
// it shows: the copy's fillers read them through the copy, another client's copy holds none of
// the first client's files, and removing the original leaves the copy's files readable.

const { app, db } = await getTestServer();

const client = await createClient(db);
const folder = await createFolder(db, client);
const otherClient = await createClient(db);
const otherFolder = await createFolder(db, otherClient);
const manager = await createUser(db, { client: [client, otherClient], roles: ['form_manager'] });
const filler = await createUser(db, { client });
const copyFiller = await createUser(db, { client });
const otherUser = await createUser(db, { client: otherClient });
const keys = {
  manager: await login(app, manager),
  filler: await login(app, filler),
  copyFiller: await login(app, copyFiller),
  otherUser: await login(app, otherUser),
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< >>\n%%EOF\n');
const EXTERNAL = 'https://example.nl/logo.png';

/** A PNG with a random trailer, so its bytes are this test's own. */
const png = () => Buffer.concat([TINY_PNG, Buffer.from(randomUUID())]);

async function uploadAsset(
  kind: 'imagetag' | 'static-file',
  formId: string,
  name: string,
  bytes: Buffer,
) {
  const response = await uploadFile(app, keys.manager, `form_id=${formId}`, {
    filename: name,
    bytes,
    path: `/api/file-upload/${kind}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZUploadedFile.parse(response.json());
}

interface TShown {
  picture: string;
  pictureFid: unknown;
  attachment: string;
}

/** The picture (main form, a reference) and the file (in a subform, a plain url) a schema shows. */
function shownBy(schema: TSchema): TShown {
  const byName = new Map(flattenSchema(schema).map(({ element }) => [element.name, element]));
  const imageTag = byName.get('imagetag1');
  const external = byName.get('imagetag2');
  const staticFile = byName.get('staticfile1');
  if (imageTag?.elementType !== 'imageTag' || typeof imageTag.image !== 'object') {
    throw new Error('picture missing');
  }
  if (staticFile?.elementType !== 'staticFile' || typeof staticFile.file !== 'string') {
    throw new Error('file missing');
  }
  expect(external?.elementType === 'imageTag' && external.image).toBe(EXTERNAL);
  return {
    picture: String(imageTag.image?.url),
    pictureFid: imageTag.image?.fid,
    attachment: staticFile.file,
  };
}

/** A published form of the client, shared with `filler`, showing a picture and a file. */
async function formShowingFiles() {
  const form = await createForm(db, client, folder, { publishedAt: new Date() });
  await shareForm(db, form, { userId: filler.id });
  const pictureBytes = png();
  const picture = await uploadAsset('imagetag', form.uuid, 'logo.png', pictureBytes);
  const attachment = await uploadAsset('static-file', form.uuid, 'reglement.pdf', PDF);
  const schema: TSchema = [
    {
      uuid: randomUUID(),
      name: 'imagetag1',
      elementType: 'imageTag',
      label: 'Logo',
      image: { url: picture.url, fid: picture.file_id, name: 'logo.png', filename: 'logo.png' },
      width: 300,
    },
    {
      uuid: randomUUID(),
      name: 'imagetag2',
      elementType: 'imageTag',
      label: 'Extern',
      image: EXTERNAL,
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
            file: attachment.url,
          },
        ],
      },
    },
  ];
  await db.update(forms).set({ schema }).where(eq(forms.id, form.id));
  return { form, picture, attachment, pictureBytes };
}

async function duplicate(formUuid: string, target: { clientId: number; folderId: number }) {
  const response = await callApi(app, keys.manager, 'POST', `/api/form/${formUuid}/duplicate`, {
    client_id: target.clientId,
    folder_id: target.folderId,
  });
  expect(response.statusCode, response.body).toBe(201);
  const copy = ZForm.parse(response.json());
  const [row] = await db.select().from(forms).where(eq(forms.uuid, copy.form_id));
  if (!row) throw new Error('copy not stored');
  return { copy, row, shown: shownBy(copy.schema) };
}

/** Publishes the copy and shares it with `user`, so they may fill it. */
async function openCopyTo(copy: typeof forms.$inferSelect, user: { id: number }) {
  await db.update(forms).set({ publishedAt: new Date() }).where(eq(forms.id, copy.id));
  await shareForm(db, copy, { userId: user.id });
}

function download(apiKey: string, url: string) {
  return callApi(app, apiKey, 'GET', url);
}

async function fileRowOf(url: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(eq(files.uuid, url.split('/').pop() ?? ''));
  return row;
}

describe('duplicating a form copies the files it shows', () => {
  it('within the client: the copy names its own files, which its fillers read', async () => {
    const { form, picture, attachment, pictureBytes } = await formShowingFiles();
    const { copy, row, shown } = await duplicate(form.uuid, {
      clientId: client.id,
      folderId: folder.id,
    });

    expect(shown.picture).not.toBe(picture.url);
    expect(shown.attachment).not.toBe(attachment.url);
    expect(shown.picture).toMatch(/^\/api\/file\/[0-9a-f-]{36}$/);
    expect(shown.pictureFid).toBe(shown.picture.split('/').pop());
    expect((copy.schema[0] as { image: { name: string } }).image.name).toBe('logo.png');
    for (const url of [shown.picture, shown.attachment]) {
      expect(await fileRowOf(url)).toMatchObject({
        clientId: client.id,
        formId: row.id,
        registrationId: null,
      });
    }
    // Same bytes, stored once: the copy's row holds the original's content key.
    expect((await fileRowOf(shown.picture))?.sha256).toBe((await fileRowOf(picture.url))?.sha256);
    // The copy's first revision names the copies too.
    const [revision] = await db
      .select()
      .from(formRevisions)
      .where(eq(formRevisions.formId, row.id));
    expect(JSON.stringify(revision?.content)).toContain(shown.picture);
    expect(JSON.stringify(revision?.content)).not.toContain(picture.file_id);

    await openCopyTo(row, copyFiller);
    const read = await download(keys.copyFiller, shown.picture);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload).toEqual(pictureBytes);
    expect((await download(keys.copyFiller, shown.attachment)).rawPayload).toEqual(PDF);
    // The original's files stay the original's: its filler reads them, the copy's does not.
    expect((await download(keys.filler, picture.url)).statusCode).toBe(200);
    expect((await download(keys.copyFiller, picture.url)).statusCode).toBe(404);
  });

  it("to another client: the copy's files are that client's; the original's stay out of reach", async () => {
    const { form, picture, attachment, pictureBytes } = await formShowingFiles();
    const { row, shown } = await duplicate(form.uuid, {
      clientId: otherClient.id,
      folderId: otherFolder.id,
    });
    expect(shown.picture).not.toBe(picture.url);
    expect(shown.attachment).not.toBe(attachment.url);
    for (const url of [shown.picture, shown.attachment]) {
      expect(await fileRowOf(url)).toMatchObject({ clientId: otherClient.id, formId: row.id });
    }

    await openCopyTo(row, otherUser);
    const read = await download(keys.otherUser, shown.picture);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload).toEqual(pictureBytes);
    expect((await download(keys.otherUser, shown.attachment)).statusCode).toBe(200);
    for (const url of [picture.url, attachment.url]) {
      expect((await download(keys.otherUser, url)).statusCode).toBe(404);
    }
    // And the first client's filler cannot read the other client's copies.
    expect((await download(keys.filler, shown.picture)).statusCode).toBe(404);
  });

  it("keeps the copy's files readable when the original is removed and purged", async () => {
    const { form, picture, pictureBytes } = await formShowingFiles();
    const within = await duplicate(form.uuid, { clientId: client.id, folderId: folder.id });
    const across = await duplicate(form.uuid, {
      clientId: otherClient.id,
      folderId: otherFolder.id,
    });
    await openCopyTo(within.row, copyFiller);
    await openCopyTo(across.row, otherUser);

    const removed = await callApi(app, keys.manager, 'DELETE', `/api/form/${form.uuid}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await download(keys.filler, picture.url)).statusCode).toBe(404);
    // The original's released rows go with the next purge; the bytes stay for the copies.
    await purgeOrphanUploads(db, app.storage, new Date(Date.now() + 2 * 3600_000));
    expect(await fileRowOf(picture.url)).toBeUndefined();

    for (const [key, shown] of [
      [keys.copyFiller, within.shown],
      [keys.otherUser, across.shown],
    ] as const) {
      const read = await download(key, shown.picture);
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload).toEqual(pictureBytes);
      expect((await download(key, shown.attachment)).rawPayload).toEqual(PDF);
    }
  });

  it('copies no file for a form that shows none', async () => {
    const form = await createForm(db, client, folder);
    const before = (await db.select({ id: files.id }).from(files)).length;
    const response = await callApi(app, keys.manager, 'POST', `/api/form/${form.uuid}/duplicate`, {
      client_id: client.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((await db.select({ id: files.id }).from(files)).length).toBe(before);
  });
});
