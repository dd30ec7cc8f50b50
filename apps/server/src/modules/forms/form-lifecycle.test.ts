import { randomUUID } from 'node:crypto';
import { ZForm } from '@eform/core/api';
import { describe, expect, it } from 'vitest';
import { createForm } from '../../../test/factories';
import { getTestServer } from '../../../test/support';
import { formTestKit, patchBody, textElement } from './forms.test-support';

const { app, db } = await getTestServer();
const { call, setup, getForm } = formTestKit({ app, db });

describe('publish, revisions, delete', () => {
  it('publishes and unpublishes with the form permissions', async () => {
    const { client, folder, keys } = await setup();
    const created = await createForm(db, client, folder);
    expect(
      (await call(keys.viewer, 'POST', `/api/form/${created.uuid}/publish`, [created.uuid]))
        .statusCode,
    ).toBe(403);
    const published = await call(keys.formManager, 'POST', `/api/form/${created.uuid}/publish`, [
      created.uuid,
    ]);
    expect(published.json().published_at).toEqual(expect.any(String));
    const unpublished = await call(keys.formManager, 'POST', `/api/form/${created.uuid}/unpublish`);
    expect(unpublished.json().published_at).toBeNull();
  });

  it('restores a revision as a new save (round trip)', async () => {
    const { client, folder, keys } = await setup();
    const created = await createForm(db, client, folder, { name: 'Eerste' });
    const first = await getForm(keys.formManager, created.uuid);
    await call(
      keys.formManager,
      'PATCH',
      `/api/form/${created.uuid}`,
      patchBody(first, {
        form_name: 'Tweede',
        schema: [textElement('anders')],
      }),
    );
    const revisions = await call(keys.formManager, 'GET', `/api/form/${created.uuid}/revisions`);
    expect(revisions.json().map((r: { revision: number }) => r.revision)).toEqual([2, 1]);
    const oldest = revisions.json()[1];
    const restored = await call(
      keys.formManager,
      'GET',
      `/api/form/${created.uuid}/revision-restore/${oldest.revision_id}`,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ form_name: 'Eerste', revision_id: 3 });
    expect(restored.json().schema).toEqual(first.schema);
    const after = await call(keys.formManager, 'GET', `/api/form/${created.uuid}/revisions`);
    expect(after.json()).toHaveLength(3);
    // A revision of another form is not found through this one.
    const otherForm = await createForm(db, client, folder);
    const [otherRevision] = await db.query.formRevisions.findMany({
      where: (r, { eq }) => eq(r.formId, otherForm.id),
    });
    expect(
      (
        await call(
          keys.formManager,
          'GET',
          `/api/form/${created.uuid}/revision-restore/${otherRevision?.id}`,
        )
      ).statusCode,
    ).toBe(404);
    // Who sees the form but lacks the permission gets 403; a filler who cannot see it, 404.
    const revisionsOf = (apiKey: string) =>
      call(apiKey, 'GET', `/api/form/${created.uuid}/revisions`);
    expect((await revisionsOf(keys.viewer)).statusCode).toBe(403);
    expect((await revisionsOf(keys.filler)).statusCode).toBe(404);
  });

  it('deletes a form with its revisions', async () => {
    const { client, folder, keys } = await setup();
    const created = await createForm(db, client, folder);
    expect((await call(keys.viewer, 'DELETE', `/api/form/${created.uuid}`)).statusCode).toBe(403);
    expect((await call(keys.formManager, 'DELETE', `/api/form/${created.uuid}`)).json()).toEqual({
      status: 'success',
    });
    expect((await call(keys.formManager, 'GET', `/api/form/${created.uuid}`)).statusCode).toBe(404);
    const revisions = await db.query.formRevisions.findMany({
      where: (r, { eq }) => eq(r.formId, created.id),
    });
    expect(revisions).toEqual([]);
  });

  it('answers metadata to those who may see the form; the anonymous variant only for guest forms', async () => {
    const { client, folder, keys } = await setup();
    const created = await createForm(db, client, folder);
    const meta = await call(keys.formManager, 'GET', `/api/form/${created.uuid}/metadata`);
    expect(meta.json()).toEqual({ email_word_files_processed: {} });
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/form/${created.uuid}/metadata/anonymous`,
    });
    expect(anonymous.statusCode).toBe(404);
    const guest = await createForm(db, client, folder, {
      guestId: randomUUID(),
      publishedAt: new Date(),
    });
    const guestMeta = await app.inject({
      method: 'GET',
      url: `/api/form/${guest.uuid}/metadata/anonymous`,
    });
    expect(guestMeta.statusCode).toBe(200);
  });
});

describe('guest access', () => {
  it('gets a new random guestID each time it is turned on, and none while off', async () => {
    const { client, folder, keys } = await setup();
    const created = await createForm(db, client, folder);
    const base = `/api/form/${created.uuid}`;
    const save = async (guestAccess: boolean) => {
      const current = await getForm(keys.formManager, created.uuid);
      const response = await call(
        keys.formManager,
        'PATCH',
        base,
        patchBody(current, {
          settings: { ...current.settings, guestAccess },
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
      return ZForm.parse(response.json());
    };
    const first = await save(true);
    const kept = await save(true);
    const off = await save(false);
    const again = await save(true);
    expect(first.settings.guestID).toMatch(/^[0-9a-f-]{36}$/);
    expect(kept.settings.guestID).toBe(first.settings.guestID);
    expect(off.settings.guestID ?? null).toBeNull();
    expect(off.form_guest_id).toBeNull();
    expect(again.settings.guestID).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.settings.guestID).not.toBe(first.settings.guestID);
  });
});
