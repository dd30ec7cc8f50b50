import { randomUUID } from 'node:crypto';
import { createClient, createFolder, createForm, createUser, login } from '../../../test/factories';
import { TINY_PNG } from '../../../test/files';
import type { TApp } from '../../app';
import type { TDb } from '../../db/client';
import { files } from '../../db/schema';
import { createRegistration } from '../registrations/registrations.test-support';

/** An element as the tests write it. */
const el = (elementType: string, name: string, label: string, extra: object = {}) => ({
  uuid: randomUUID(),
  elementType,
  name,
  label,
  ...extra,
});

/** The person every subject test looks for. */
export const SUBJECT_EMAIL = 'j.jansen@example.nl';

/**
 * A client with a client manager and two forms holding registrations of one person: a report
 * (e-mail, name, photo) and a permit request whose person sits in a subform; plus a stranger's
 * registration, and another client with a registration of the same e-mail address.
 */
export async function subjectSetup(app: TApp, db: TDb) {
  const client = await createClient(db);
  const folder = await createFolder(db, client);
  const reports = await createForm(db, client, folder, {
    name: 'Meldingen',
    publishedAt: new Date(),
    schema: [
      el('text', 'naam', 'Naam melder'),
      el('email', 'email', 'E-mailadres'),
      el('textarea', 'omschrijving', 'Omschrijving'),
      el('image', 'foto', 'Foto'),
    ],
  });
  const permits = await createForm(db, client, folder, {
    name: 'Vergunningen',
    publishedAt: new Date(),
    schema: [
      el('text', 'onderwerp', 'Onderwerp'),
      el('subform', 'aanvragers', 'Aanvragers', {
        subform: {
          schema: [el('text', 'naam', 'Naam'), el('email', 'mail', 'E-mail aanvrager')],
        },
      }),
    ],
  });
  const manager = await createUser(db, { client, roles: ['client_manager'] });
  const managerKey = await login(app, manager);
  // Bytes of this setup alone (TINY_PNG and a random tail): no other test's row holds them.
  const photo = await app.storage.put(Buffer.concat([TINY_PNG, Buffer.from(randomUUID())]));
  const photoUuid = randomUUID();
  const report = await createRegistration(db, reports, {
    name: 'Melding van Jan Jansen',
    userId: manager.id,
    values: {
      naam: 'Jan Jansen',
      email: ` ${SUBJECT_EMAIL.toUpperCase()} `,
      omschrijving: 'Losse stoeptegel',
      foto: [{ file_id: photoUuid, name: 'tegel.png' }],
    },
  });
  await db.insert(files).values({
    uuid: photoUuid,
    clientId: client.id,
    formId: reports.id,
    sha256: photo.key,
    size: photo.size,
    mimeType: 'image/png',
    filename: 'tegel.png',
    registrationId: report.id,
  });
  const permit = await createRegistration(db, permits, {
    status: 'draft',
    deletedAt: new Date(),
    values: {
      onderwerp: 'Dakkapel',
      aanvragers: [
        { naam: 'Piet Pieters', mail: 'piet@example.nl' },
        { naam: 'Jan Jansen', mail: SUBJECT_EMAIL },
      ],
    },
  });
  const stranger = await createRegistration(db, reports, {
    values: { naam: 'Klaas Klaassen', email: 'klaas@example.nl', omschrijving: 'Jan Jansen belde' },
  });
  const other = await createClient(db);
  const otherForm = await createForm(db, other, await createFolder(db, other), {
    schema: [el('email', 'email', 'E-mail')],
  });
  const othersReport = await createRegistration(db, otherForm, {
    values: { email: SUBJECT_EMAIL },
  });
  return {
    client,
    reports,
    permits,
    manager,
    managerKey,
    photo,
    report,
    permit,
    stranger,
    other,
    othersReport,
  };
}
