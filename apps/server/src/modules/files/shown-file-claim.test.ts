import { randomUUID } from 'node:crypto';
import { ZUploadedFile } from '@eform/core/api/registrations';
import type { TSchema } from '@eform/core/elements';
import { ts } from '@eform/core/messages/server-only';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createClient,
  createCredits,
  createFolder,
  createForm,
  createUser,
  login,
  shareForm,
} from '../../../test/factories';
import { TINY_PNG, uploadFile } from '../../../test/files';
import { callApi, getTestServer } from '../../../test/support';
import { files, forms } from '../../db/schema';

// A form's picture (imageTag) or file (staticFile) belongs to the form. Its uploader, an editor
// who also fills the form, must not be able to attach it to a registration by sending its
// reference as a value: that would move it out of the form, and the form's fillers would lose it.

const { app, db } = await getTestServer();

const client = await createClient(db);
const folder = await createFolder(db, client);
const form = await createForm(db, client, folder, { publishedAt: new Date() });
const editor = await createUser(db, { client, roles: ['form_manager'] });
const filler = await createUser(db, { client });
await shareForm(db, form, { userId: editor.id });
await shareForm(db, form, { userId: filler.id });
await createCredits(db, client, 10);
const keys = { editor: await login(app, editor), filler: await login(app, filler) };

/** A PNG with a random trailer, so its bytes are this test's own. */
const png = () => Buffer.concat([TINY_PNG, Buffer.from(randomUUID())]);

async function upload(path: string, bytes: Buffer) {
  const response = await uploadFile(app, keys.editor, `form_id=${form.uuid}`, {
    filename: 'logo.png',
    bytes,
    path,
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZUploadedFile.parse(response.json());
}

/** The form shows `picture` in an imageTag of a subform, and has an image field 'foto'. */
async function showPicture(picture: { url: string; file_id: string }) {
  const schema: TSchema = [
    { uuid: randomUUID(), name: 'foto', elementType: 'image', label: 'Foto' },
    {
      uuid: randomUUID(),
      name: 'subform1',
      elementType: 'subform',
      label: 'Uitleg',
      subform: {
        schema: [
          {
            uuid: randomUUID(),
            name: 'imagetag1',
            elementType: 'imageTag',
            label: 'Logo',
            image: { url: picture.url, fid: picture.file_id, name: 'logo.png' },
            width: 300,
          },
        ],
      },
    },
  ];
  await db.update(forms).set({ schema }).where(eq(forms.id, form.id));
}

function submit(value: object) {
  return callApi(app, keys.editor, 'POST', '/api/registration', {
    form_id: form.uuid,
    fill_token: randomUUID(),
    values: { foto: [value] },
  });
}

async function fileRow(uuid: string) {
  const [row] = await db.select().from(files).where(eq(files.uuid, uuid));
  return row;
}

describe("a registration naming its form's picture", () => {
  it('is refused like any file not the sender’s, and the picture stays the form’s', async () => {
    const picture = await upload('/api/file-upload/imagetag', png());
    await showPicture(picture);
    expect((await callApi(app, keys.filler, 'GET', picture.url)).statusCode).toBe(200);

    for (const value of [
      { url: picture.url, name: 'logo.png' },
      { file_id: picture.file_id, name: 'logo.png' },
    ]) {
      const response = await submit(value);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(ts('server.file.fieldUnknown', { field: 'Foto' }));
    }
    expect((await fileRow(picture.file_id))?.registrationId).toBeNull();
    const read = await callApi(app, keys.filler, 'GET', picture.url);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.length).toBeGreaterThan(TINY_PNG.length);
  });

  it('still lets the editor send their own fill upload of the form', async () => {
    const picture = await upload('/api/file-upload/imagetag', png());
    await showPicture(picture);
    const own = await upload('/api/file-upload/form', png());
    const response = await submit({ url: own.url, name: 'foto.png' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await fileRow(own.file_id))?.registrationId).not.toBeNull();
    expect((await fileRow(picture.file_id))?.registrationId).toBeNull();
  });
});
