import { assignElementUuids, ZElement } from '@eform/core/elements';
import { CLIENT_ROLES } from '@eform/core/permissions';
import { eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { TApp } from '../../src/app';
import type { TDb } from '../../src/db/client';
import {
  batches,
  datasourceItems,
  datasources,
  emailWordFiles,
  favoriteElements,
  files,
  forms,
  hookDeliveries,
  hookSecrets,
  registrationDeliveries,
  registrationExports,
  subjectExports,
} from '../../src/db/schema';
import { BOSS_SCHEMA } from '../../src/jobs/boss';
import { insertBatch } from '../../src/modules/client-admin/client-removal.repository';
import { makeDocx, para } from '../../src/modules/email-word/word-docx.test-support';
import { DOCX_MIME_TYPE } from '../../src/modules/files/file-types';
import { fileLinkSigner } from '../../src/modules/integrations/file-links';
import {
  DEFAULT_CREDIT_BUNDLES,
  DEFAULT_MODULE_OFFERS,
  seedSalesOffers,
} from '../../src/modules/purchases';
import { insertOrder } from '../../src/modules/purchases/purchases.repository';
import { listBundles } from '../../src/modules/purchases/purchases.service';
import { solvedChallengeOf } from '../../src/modules/registrations/guest.test-support';
import { createRegistration } from '../../src/modules/registrations/registrations.test-support';
import type { TRegisteredRoute } from '../../src/plugins/route-registry';
import type { TStorage } from '../../src/storage/storage';
import {
  createClient,
  createCredits,
  createFolder,
  createForm,
  createGroup,
  createUser,
  login,
  sampleSchema,
  shareForm,
} from '../factories';
import { multipartFile, TINY_PNG } from '../files';
import { callApi, type THttpMethod } from '../support';

/**
 * Admin-only routes (a global permission no client role holds) that name no client: every client
 * by name, a new client, and the credit bundles and module offers on sale, which are the
 * product's, not a client's. Free of client data, so outside the client walks; the contract walk
 * calls them as an admin and the isolation walk proves everyone else gets 403.
 */
export const GLOBAL_ADMIN_ROUTES = [
  'GET /api/clients',
  'POST /api/clients',
  'GET /api/admin/credit-bundles',
  'PUT /api/admin/credit-bundles',
  'GET /api/admin/module-offers',
  'PUT /api/admin/module-offers',
  // The admin dashboard's daily reports: the product's history, over all clients.
  'GET /api/dashboard-reports',
  'GET /api/dashboard-reports/last-30-days',
  'GET /api/dashboard-reports/today',
  // The audit log across clients (issue 34): the admins' read of every client's entries.
  'GET /api/admin/audit-log',
  'GET /api/admin/audit-log/export',
];

/**
 * Routes that name no client-owned object: open to anyone, or about the signed-in account only.
 * A route that is neither listed here nor has a path parameter fails the route tests, so each new
 * route is classified on purpose.
 */
export const ROUTES_WITHOUT_CLIENT_DATA = [
  'GET /health',
  'GET /ready',
  // Prometheus's scrape (METRICS_TOKEN): counts per route pattern, never a client's data.
  'GET /metrics',
  'GET /user/password',
  'POST /api/user/login',
  'POST /api/user/logout',
  'GET /api/user/info',
  // The signed-in user's own registrations and drafts, over the clients they are a member of.
  'GET /api/my-registrations',
  'GET /api/assigned-registrations',
  // The user's own saved registrations: a form the user may not fill is refused per entry
  // ('form_not_found', the same for a form of another client and one that does not exist), so a
  // device never loses the rest of its list (saved-registrations.test.ts attacks it).
  'POST /api/saved-registrations-sync',
  // Admins only (a global permission): accounts under sign-in attack, over all clients.
  'GET /api/admin/login-attacks',
  // Guests' password links and self-registration (issue 21): the answer is the same whatever
  // the address; a token or a client's registration link is the only key. (The pages showing
  // what a client publishes for its link name the client in the path and are walked like guest
  // links: see `params.client_uuid`.)
  'POST /api/user/password-reset',
  'POST /api/user/set-password',
  'POST /api/user/register',
  // The signed-in user's own clients (every client for an admin): about the account only.
  'GET /api/clients/assigned',
  // A picture of a location's Google Maps link: the path is all it shows, no client's data.
  'GET /api/qr/location-to-google-maps/:lat/:lon/qr-code.png',
  // Admins only, over all clients or none (GLOBAL_ADMIN_ROUTES).
  ...GLOBAL_ADMIN_ROUTES,
  // Served files of the built web app and the OpenAPI documentation.
  'GET /',
  'GET /*',
  'GET /api/docs',
  'GET /api/docs/*',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
];

/**
 * Routes without a path parameter that name the client in their BODY (a client_id, or a folder
 * of the client). They reach client data like any other: the walks call them with client A's
 * ids in the body (`bodies`), and another client's users must be refused.
 */
export const BODY_SCOPED_ROUTES = [
  'POST /api/folder',
  'POST /api/form',
  'POST /api/registration',
  // Uploads name the form being filled in the query (`queries`) and send a multipart body.
  'POST /api/file-upload/form',
  'POST /api/file-upload/form-hd',
  // The element editor's uploads name the form being edited in the query, likewise.
  'POST /api/file-upload/imagetag',
  'POST /api/file-upload/static-file',
  // A Word template for the e-mails of the form in the query, likewise.
  'POST /api/file-upload/email-word',
  // A datasource's CSV for the client in the query, likewise.
  'POST /api/file-upload/datasource_source',
];

/**
 * Client routes behind a permission only the global admin role holds (removing a client, its
 * terms users' candidates, credits added by hand, a removal batch's progress, an order confirmed
 * as paid): the contract walk calls them as an admin; the isolation walk still proves another
 * client's users are refused.
 */
export const ADMIN_ROUTES = [
  'GET /api/clients/:client_id/terms-users/candidates',
  'POST /api/client/:client_id/delete',
  'GET /api/batch/process/:batch_name',
  'POST /api/clients/:client_id/credits',
  // An order another client's user cannot pay (the payment provider's confirmation).
  'POST /api/admin/orders/:order_id/paid',
];

/** Routes that answer a file's bytes, not JSON: the contract walk checks them as a download. */
export const FILE_ANSWER_ROUTES = [
  'GET /api/file/:file_id',
  'GET /api/guest/form/:guest_id/file/:file_id',
  'GET /api/form/:form_id/registrations/queue/:queue_id/file',
  'GET /api/clients/:client_id/subject-requests/export/:queue_id/file',
  'GET /api/form/:form_id/registrations/export/:format',
  'GET /api/datasource/:datasource_id/export/:batch_name',
  'GET /api/hook-file/:token',
  'GET /api/clients/:client_id/audit-log/export',
  'GET /api/admin/audit-log/export',
];

/** The fixture upload and the stored file of client A. */
const PNG = TINY_PNG;

/** A request body sent as is (multipart), instead of as JSON. */
export interface TRawBody {
  raw: Buffer;
  contentType: string;
}

function multipartBody(filename: string, bytes: Buffer, type: string): TRawBody {
  const { payload, contentType } = multipartFile(filename, bytes, type);
  return { raw: payload, contentType };
}

function multipartPng(filename: string): TRawBody {
  return multipartBody(filename, PNG, 'image/png');
}

/** The searchable field of the fixture forms (their sample schema's text field). */
const SEARCH_FIELD = { value: 'omschrijving', label: 'Omschrijving' };

/** A client with data of each kind the routes name, and everything a route test needs of it. */
export interface TOwnedData {
  client: { id: number; uuid: string; name: string };
  /** A member of the client with every client role: the contract walk calls as them. */
  manager: { id: number; email: string };
  /** A global admin: the contract walk calls ADMIN_ROUTES as them. */
  admin: { id: number; email: string };
  /** Path parameter values per parameter name; every client-owned parameter must be here. */
  params: Record<string, string[]>;
  /**
   * Parameter values for one route only, keyed `METHOD url`: destructive or revision-bound calls
   * (DELETE, PATCH) get objects of their own, so they never remove or move on the fixture the
   * other routes use.
   */
  routeParams: Record<string, Record<string, string[]>>;
  /**
   * Parameter values the contract walk (a member) uses instead: e.g. the guest metadata call
   * only answers for a form with guest access, which the isolation walk must not be given.
   */
  contractParams: Record<string, Record<string, string[]>>;
  /** Query strings (without '?') for routes that name their object there, keyed `METHOD url`. */
  queries: Record<string, string>;
  /** Request bodies for routes that take one, keyed `METHOD url`. */
  bodies: Record<string, unknown>;
  /** Strings that must never appear in an answer to another client's user. */
  secrets: string[];
}

/**
 * pg-boss's tables in the walk's database, as the runtime installs them when it starts: routes
 * that queue a job (resend) answer 503 without them. No worker runs; queued jobs stay queued.
 */
async function installJobQueue(db: TDb): Promise<void> {
  const { rows } = await db.execute<{ ok: boolean }>(
    sql`select to_regclass(${`${BOSS_SCHEMA}.job`}) is not null as ok`,
  );
  if (rows[0]?.ok) return;
  await db.execute(sql.raw(PgBoss.getConstructionPlans(BOSS_SCHEMA)));
}

/**
 * Client A with a folder, a published form shared with a user and a group, and credits: the data
 * another client's users try to reach. Destructive routes get objects of their own.
 */
export async function createOwnedData(db: TDb, storage: TStorage): Promise<TOwnedData> {
  await installJobQueue(db);
  // With the map module: its public map (a map element with guest_map_enabled) answers.
  const client = await createClient(db, {
    name: `Eigen Klant ${Date.now()}`,
    modules: ['map_element'],
  });
  const folder = await createFolder(db, client, { name: 'Geheime map' });
  const form = await createForm(db, client, folder, {
    name: 'Geheim formulier',
    publishedAt: new Date(),
  });
  const user = await createUser(db, { client, email: `geheim-${Date.now()}@example.nl` });
  const userToRemove = await createUser(db, { client });
  const group = await createGroup(db, client, [user]);
  await shareForm(db, form, { userId: user.id });
  await shareForm(db, form, { groupId: group.id });
  const [revision] = await db.query.formRevisions.findMany({
    where: (r, { eq }) => eq(r.formId, form.id),
  });
  const emptyFolder = await createFolder(db, client, { name: 'Lege map' });
  // Favourites are their keeper's: the manager keeps two (one for the delete).
  const manager = await createUser(db, { client, roles: [...CLIENT_ROLES] });
  const favoriteElement = { elementType: 'text', name: 'geheim', label: 'Geheime vraag' };
  const [favorite, favoriteToDelete] = await db
    .insert(favoriteElements)
    .values(
      ['Geheime favoriet', 'Weg favoriet'].map((name) => ({
        clientId: client.id,
        userId: manager.id,
        name,
        element: ZElement.parse((assignElementUuids([favoriteElement]) as unknown[])[0]),
      })),
    )
    .returning();
  if (!favorite || !favoriteToDelete) throw new Error('favourites not created');
  const formToDelete = await createForm(db, client, folder, { name: 'Weg formulier' });
  const formToSave = await createForm(db, client, folder, { name: 'Op te slaan formulier' });
  const searchable = { search_enabled: true, searchable_fields: [SEARCH_FIELD] };
  // The guest form shows a picture (an imageTag) uploaded for it: anyone with its link gets it.
  const shownFileUuid = crypto.randomUUID();
  const guestForm = await createForm(db, client, folder, {
    name: 'Gastformulier',
    publishedAt: new Date(),
    guestId: crypto.randomUUID(),
    settings: { guestAccess: true, ...searchable },
    schema: [
      ...sampleSchema(),
      {
        uuid: crypto.randomUUID(),
        elementType: 'imageTag',
        name: 'logo',
        label: 'Logo',
        image: { url: `/api/file/${shownFileUuid}`, fid: shownFileUuid, name: 'Gastlogo.png' },
        width: 300,
      },
    ],
  });
  await createCredits(db, client, 5);
  // Groups the walks delete, or take a member out of, are their own.
  const groupToDelete = await createGroup(db, client);
  const groupToLeave = await createGroup(db, client, [user]);
  // An admin removes a client of its own (its batch only queued: no worker runs), and follows
  // the batch they started.
  const admin = await createUser(db, { roles: ['admin'] });
  const clientToRemove = await createClient(db, { name: `Weg Klant ${Date.now()}` });
  const [batch] = await insertBatch(db, {
    clientId: clientToRemove.id,
    createdBy: admin.id,
    totalItems: 1,
  });
  if (!batch) throw new Error('batch not created');
  // What is on sale, as a new installation has it: the credit purchase buys the first bundle.
  await seedSalesOffers(db);
  const [bundle] = await listBundles(db);
  if (!bundle) throw new Error('no credit bundle on sale');
  // The walks unpublish `form`; filling routes get a form of their own that stays published.
  const fillForm = await createForm(db, client, folder, {
    name: 'Geheim invulformulier',
    publishedAt: new Date(),
    settings: searchable,
  });
  await shareForm(db, fillForm, { userId: user.id });
  const registration = await createRegistration(db, fillForm, { userId: user.id });
  const draft = await createRegistration(db, fillForm, {
    userId: user.id,
    status: 'draft',
    phase: '2',
    assignedUserId: user.id,
  });
  // Trash and untrash move a registration: each gets one of its own (untrash a trashed one).
  const toTrash = await createRegistration(db, fillForm, { userId: user.id });
  const trashed = await createRegistration(db, fillForm, {
    userId: user.id,
    deletedAt: new Date(),
  });
  // A file of client A attached to `registration`, and one its uploader still holds alone.
  const stored = await storage.put(PNG);
  const fileRow = {
    clientId: client.id,
    formId: fillForm.id,
    uploadedBy: user.id,
    sha256: stored.key,
  };
  const [attachedFile, loneFile, shownFile] = await db
    .insert(files)
    .values([
      {
        ...fileRow,
        size: stored.size,
        mimeType: 'image/png',
        filename: 'Geheime foto.png',
        registrationId: registration.id,
      },
      { ...fileRow, size: stored.size, mimeType: 'image/png', filename: 'Geheime schets.png' },
      {
        ...fileRow,
        uploadedBy: manager.id,
        formId: guestForm.id,
        uuid: shownFileUuid,
        size: stored.size,
        mimeType: 'image/png',
        filename: 'Gastlogo.png',
      },
    ])
    .returning();
  if (!attachedFile || !loneFile || !shownFile) throw new Error('files not created');
  // A Word template of `form`'s e-mails, already processed, for its state call.
  const docx = await makeDocx(para('Melding $omschrijving$'));
  const storedDocx = await storage.put(docx);
  const [wordFile] = await db
    .insert(files)
    .values({
      clientId: client.id,
      formId: form.id,
      uploadedBy: manager.id,
      sha256: storedDocx.key,
      size: storedDocx.size,
      mimeType: DOCX_MIME_TYPE,
      filename: 'Geheime brief.docx',
    })
    .returning();
  if (!wordFile) throw new Error('word file not created');
  await db.insert(emailWordFiles).values({
    clientId: client.id,
    formId: form.id,
    fileId: wordFile.id,
    status: 'processed',
    tokens: ['omschrijving'],
    processedAt: new Date(),
  });
  // Exports are their requester's: the manager's finished export of the fill form, its bytes in
  // storage, and a queued one of their own for the cancel (DELETE).
  const exportBytes = await storage.put(
    Buffer.from('\ufeffNummer;Omschrijving\r\n1;Geheime melding\r\n'),
  );
  const exportRow = {
    clientId: client.id,
    formId: fillForm.id,
    userId: manager.id,
    format: 'csv' as const,
    query: {},
    total: 1,
    fileName: 'Geheime export.csv',
    expiresAt: new Date(Date.now() + 24 * 3_600_000),
  };
  const [finishedExport, queuedExport] = await db
    .insert(registrationExports)
    .values([
      {
        ...exportRow,
        state: 'done',
        processed: 1,
        fileKey: exportBytes.key,
        fileSize: exportBytes.size,
      },
      { ...exportRow, state: 'queued' },
    ])
    .returning();
  if (!finishedExport || !queuedExport) throw new Error('exports not created');
  // A finished subject export of the manager, and a registration a subject erasure may delete.
  const [subjectExport] = await db
    .insert(subjectExports)
    .values({
      clientId: client.id,
      userId: manager.id,
      registrationIds: [registration.id],
      state: 'done',
      processed: 1,
      fileKey: exportBytes.key,
      fileSize: exportBytes.size,
      expiresAt: new Date(Date.now() + 24 * 3_600_000),
    })
    .returning();
  if (!subjectExport) throw new Error('subject export not created');
  const toErase = await createRegistration(db, fillForm, { userId: user.id });
  // A failed e-mail of `registration`, for the manager's retry.
  const [failedDelivery] = await db
    .insert(registrationDeliveries)
    .values({
      clientId: client.id,
      registrationId: registration.id,
      round: crypto.randomUUID(),
      settingIndex: 0,
      recipients: 'aan: geheim@example.nl',
      status: 'failed',
      reason: 'De mailserver nam de e-mail niet aan: geheim',
    })
    .returning();
  if (!failedDelivery) throw new Error('delivery not created');
  // A sent e-mail of `registration` with the PDF attached, for 'E-mailbijlagen downloaden'.
  await db
    .update(forms)
    .set({
      emailSettings: [
        {
          to_addresses: [{ to_address: 'geheim@example.nl' }],
          from_name: 'Geheim',
          email_subject: 'Geheim',
          email_content: 'Geheim',
          email_add_attachment_registration_pdf: true,
        },
      ],
    })
    .where(eq(forms.id, fillForm.id));
  // A post-to-url hook of `fillForm` with its secret, and a failed delivery of it to
  // `registration`, for the hook calls (its test send goes to a reserved address: refused at once).
  const hookId = crypto.randomUUID();
  await db
    .update(forms)
    .set({
      webhookIntegrations: [
        {
          hook_id: hookId,
          hook_name: 'Geheime koppeling',
          hook_type: 'post-to-url',
          hook_url: 'http://192.0.2.1/geheim',
        },
      ],
    })
    .where(eq(forms.id, fillForm.id));
  await db.insert(hookSecrets).values({
    clientId: client.id,
    formId: fillForm.id,
    hookId,
    signingSecret: 'geheim-ondertekeningssleutel',
  });
  const [failedHook] = await db
    .insert(hookDeliveries)
    .values({
      clientId: client.id,
      formId: fillForm.id,
      registrationId: registration.id,
      hookId,
      round: crypto.randomUUID(),
      hookName: 'Geheime koppeling',
      hookType: 'post-to-url',
      status: 'error',
      attempts: 1,
    })
    .returning();
  if (!failedHook) throw new Error('hook delivery not created');
  const fileLink = (await fileLinkSigner(db, 'http://localhost:3000'))(attachedFile.uuid);
  await db.insert(registrationDeliveries).values({
    clientId: client.id,
    registrationId: registration.id,
    round: crypto.randomUUID(),
    settingIndex: 0,
    recipients: 'aan: geheim@example.nl',
    status: 'sent',
  });
  const contact = {
    contact_company: 'Geheim bv',
    contact_street: 'Geheimstraat 1',
    contact_postal_code: '1234 AB',
    contact_city: 'Geheimstad',
    contact_email: 'inkoop@example.nl',
  };
  const buyer = { contact_firstname: 'Gea', contact_lastname: 'Heim', ...contact };
  // An order of client A waiting at the payment provider, for the admin's confirmation.
  const pendingOrder = await insertOrder(db, client.id, {
    kind: 'credits',
    itemName: bundle.name,
    price: bundle.price,
    credits: bundle.credits,
    modules: [],
    contact: buyer,
    status: 'pending',
    createdBy: manager.id,
  });
  const datasource = await createOwnedDatasources(db, storage, client.id, manager.id);
  const guestMap = await createGuestMap(db, client, folder);
  // A guest form whose search field reads the datasource: its guest link reads that one only.
  const guestSearchForm = await createForm(db, client, folder, {
    name: 'Gastformulier met zoekveld',
    publishedAt: new Date(),
    guestId: crypto.randomUUID(),
    settings: { guestAccess: true },
    schema: [
      ...sampleSchema(),
      {
        uuid: crypto.randomUUID(),
        elementType: 'search',
        name: 'kleur',
        label: 'Kleur',
        searchSettings: { datasourceId: datasource.main.id },
      },
    ],
  });
  return {
    client,
    manager,
    admin,
    params: {
      datasource_id: [String(datasource.main.id), datasource.main.uuid],
      type: ['search', 'map_features'],
      // Both spellings of a client reference: numeric id and uuid.
      id: [String(client.id), client.uuid],
      folder_id: [String(folder.id)],
      form_id: [form.uuid],
      revision_id: [String(revision?.id)],
      user_id: [String(user.id)],
      group_id: [String(group.id)],
      client_id: [String(client.id), client.uuid],
      // A member of client A (the client user calls name users by uuid).
      user_uuid: [user.uuid],
      registration_id: [registration.uuid],
      // Guest links are public: the isolation walk gets one that answers nobody.
      guest_id: [crypto.randomUUID()],
      // The guest form's picture too: signed in, only who may see that form gets it.
      file_id: [attachedFile.uuid, loneFile.uuid, shownFile.uuid],
      favorite_id: [favorite.uuid],
      format: ['csv', 'xlsx', 'csv-with-attachments'],
      queue_id: [finishedExport.uuid],
      delivery_id: [failedDelivery.uuid],
      hook_id: [hookId],
      // Signed file links are bearer links: the isolation walk gets one that was never signed.
      token: [`${attachedFile.uuid}.${Math.floor(Date.now() / 1000) + 3600}.${'A'.repeat(43)}`],
      batch_name: [batch.name],
      order_id: [pendingOrder.uuid],
      // Self-registration links are public: the isolation walk gets one that answers nobody.
      client_uuid: [crypto.randomUUID()],
      // Public maps likewise: `form` has no map, and no map shows a random datasource.
      map_uuid: [crypto.randomUUID()],
      element_name: [GUEST_MAP_ELEMENT],
      statuses: ['all', 'open||_none'],
    },
    routeParams: {
      'DELETE /api/datasources/:datasource_id': {
        datasource_id: [String(datasource.toDelete.id)],
      },
      'GET /api/datasource/:datasource_id/export/:batch_name': {
        batch_name: [datasource.exportBatch],
      },
      'DELETE /api/folder/:folder_id': { folder_id: [String(emptyFolder.id)] },
      'POST /api/client/:client_id/delete': { client_id: [String(clientToRemove.id)] },
      // Enables its module once: one spelling of the client reference.
      'POST /api/clients/:client_id/modules-buy': { client_id: [String(client.id)] },
      'DELETE /api/user-groups/:group_id': { group_id: [String(groupToDelete.id)] },
      'DELETE /api/user-groups/:group_id/remove-user/:user_id': {
        group_id: [String(groupToLeave.id)],
      },
      'GET /api/process-word-file/:form_id/:file_id': { file_id: [wordFile.uuid] },
      // Adds its user once: one spelling of the client reference.
      'POST /api/clients/:client_id/add-user': { client_id: [String(client.id)] },
      // Removed once: a member of its own, one spelling of the client reference.
      'PATCH /api/clients/:client_id/remove-user/:user_uuid': {
        client_id: [String(client.id)],
        user_uuid: [userToRemove.uuid],
      },
      'DELETE /api/form/:form_id': { form_id: [formToDelete.uuid] },
      'PATCH /api/form/:form_id': { form_id: [formToSave.uuid] },
      // Deleted once: one spelling of the client reference.
      'DELETE /api/client/:id/favorites/:favorite_id': {
        id: [String(client.id)],
        favorite_id: [favoriteToDelete.uuid],
      },
      'GET /api/assigned-registration/:id': { id: [draft.uuid] },
      'GET /api/form/:form_id/registrations/search': { form_id: [fillForm.uuid] },
      'GET /api/form/:form_id/registrations/:registration_id': { form_id: [fillForm.uuid] },
      'GET /api/form/:form_id/registrations/:registration_id/trash': {
        form_id: [fillForm.uuid],
        registration_id: [toTrash.uuid],
      },
      'GET /api/form/:form_id/registrations/:registration_id/untrash': {
        form_id: [fillForm.uuid],
        registration_id: [trashed.uuid],
      },
      'GET /api/form/:form_id/registrations/:registration_id/resend': { form_id: [fillForm.uuid] },
      'GET /api/form/:form_id/registrations/:registration_id/download-emails': {
        form_id: [fillForm.uuid],
      },
      'GET /api/form/:form_id/registrations/:registration_id/deliveries/:delivery_id/retry': {
        form_id: [fillForm.uuid],
      },
      'POST /api/form/:form_id/integrations/:hook_id/secret': { form_id: [fillForm.uuid] },
      'POST /api/form/:form_id/integrations/:hook_id/test': { form_id: [fillForm.uuid] },
      'GET /api/form/:form_id/registrations/:registration_id/hooks': { form_id: [fillForm.uuid] },
      // Review and correction (issue 34) of the sent `registration`.
      'PATCH /api/form/:form_id/registrations/:registration_id/review': {
        form_id: [fillForm.uuid],
      },
      'GET /api/form/:form_id/registrations/:registration_id/reviews': {
        form_id: [fillForm.uuid],
      },
      'PATCH /api/form/:form_id/registrations/:registration_id': { form_id: [fillForm.uuid] },
      'GET /api/form/:form_id/registrations/:registration_id/versions': {
        form_id: [fillForm.uuid],
      },
      'POST /api/form/:form_id/registrations/:registration_id/hooks/:delivery_id/retry': {
        form_id: [fillForm.uuid],
        delivery_id: [failedHook.uuid],
      },
      'GET /api/form/:form_id/registrations/queue/download/:format': { form_id: [fillForm.uuid] },
      'GET /api/form/:form_id/registrations/export/:format': {
        form_id: [fillForm.uuid],
        format: ['geojson', 'kml'],
      },
      'GET /api/form/:form_id/registrations/queue/progress/:queue_id': {
        form_id: [fillForm.uuid],
      },
      'GET /api/form/:form_id/registrations/queue/:queue_id/file': { form_id: [fillForm.uuid] },
      // The real guest link hands out only what its form shows: never a registration's file, nor
      // an upload it does not show.
      'GET /api/guest/form/:guest_id/file/:file_id': {
        guest_id: [guestForm.guestId ?? ''],
        file_id: [attachedFile.uuid, loneFile.uuid],
      },
      'DELETE /api/form/:form_id/registrations/queue/:queue_id': {
        form_id: [fillForm.uuid],
        queue_id: [queuedExport.uuid],
      },
      'GET /api/clients/:client_id/subject-requests/export/:queue_id': {
        queue_id: [subjectExport.uuid],
      },
      'GET /api/clients/:client_id/subject-requests/export/:queue_id/file': {
        queue_id: [subjectExport.uuid],
      },
    },
    contractParams: {
      // A webhook's signed link hands its file to whoever holds it.
      'GET /api/hook-file/:token': { token: [fileLink.split('/').pop() ?? ''] },
      // Anyone with a client's self-registration link sees what the client publishes for it.
      'GET /api/client-public/:client_uuid': { client_uuid: [client.uuid] },
      'GET /api/user/register/:client_uuid': { client_uuid: [client.uuid] },
      'GET /api/form/:form_id/metadata/anonymous': { form_id: [guestForm.uuid] },
      // A member manager may download the attached file (the lone one is its uploader's only).
      'GET /api/file/:file_id': { file_id: [attachedFile.uuid] },
      'GET /api/guest/form/:guest_id': { guest_id: [guestForm.guestId ?? ''] },
      'POST /api/guest/form/:guest_id': { guest_id: [guestForm.guestId ?? ''] },
      'GET /api/guest/form/:guest_id/registrations/search': {
        guest_id: [guestForm.guestId ?? ''],
      },
      'GET /api/guest/form/:guest_id/challenge': { guest_id: [guestForm.guestId ?? ''] },
      'GET /api/guest/form/:guest_id/file/:file_id': {
        guest_id: [guestForm.guestId ?? ''],
        file_id: [shownFile.uuid],
      },
      // Anyone with a public map's link sees it.
      'GET /api/guest/map/:form_id/:element_name/:statuses': { form_id: [guestMap.form.uuid] },
      'GET /api/guest/datasource/:map_uuid/:statuses': { map_uuid: [guestMap.datasource.uuid] },
      'GET /api/guest/form/:guest_id/datasource/:datasource_id': {
        guest_id: [guestSearchForm.guestId ?? ''],
      },
    },
    queries: {
      'POST /api/file-upload/datasource_source': `client_id=${client.id}`,
      'GET /api/clients/:client_id/datasources': 'type=search',
      'GET /api/clients/:client_id/chart-credit-usages': `year=${new Date().getFullYear()}`,
      'GET /api/dashboard-reports': `period=${new Date().getFullYear()}`,
      'POST /api/file-upload/email-word': `form_id=${form.uuid}`,
      'POST /api/file-upload/form': `form_id=${fillForm.uuid}`,
      'POST /api/file-upload/form-hd': `form_id=${fillForm.uuid}`,
      'POST /api/file-upload/imagetag': `form_id=${form.uuid}`,
      'POST /api/file-upload/static-file': `form_id=${form.uuid}`,
      // A guest searches with a query of at least GUEST_SEARCH_MIN_QUERY_LENGTH characters.
      'GET /api/guest/form/:guest_id/registrations/search': 'query=Melding',
      'GET /api/guest/form/:guest_id/datasource/:datasource_id': 'format=search&q=geheim',
    },
    bodies: {
      'POST /api/clients/:client_id/subject-requests/search': {
        query: 'Geheime melding',
        field: 'any',
      },
      'POST /api/clients/:client_id/subject-requests/export': {
        registration_ids: [registration.uuid],
      },
      'POST /api/clients/:client_id/subject-requests/erase': {
        registration_ids: [toErase.uuid],
        confirm: 'VERWIJDEREN',
      },
      'POST /api/clients/:client_id/datasources': {
        type: 'search',
        name: 'Nieuwe databron',
        file_id: datasource.csvFileUuid,
      },
      'PATCH /api/datasources/:datasource_id': { name: datasource.main.name },
      'POST /api/file-upload/datasource_source': multipartBody(
        'Nieuwe lijst.csv',
        DATASOURCE_CSV,
        'text/csv',
      ),
      'POST /api/clients': { name: 'Nieuwe klant' },
      // Admins save what is on sale as it is (a new installation's offers).
      'PUT /api/admin/credit-bundles': DEFAULT_CREDIT_BUNDLES,
      'PUT /api/admin/module-offers': DEFAULT_MODULE_OFFERS,
      'PATCH /api/clients/:client_id': { name: client.name, low_credit_email_limit: 10 },
      'POST /api/clients/:client_id/user-groups': { label: 'Nieuwe groep' },
      'PATCH /api/user-groups/:group_id': { label: group.label },
      'POST /api/clients/:client_id/credits': {
        name: 'Handmatige credits',
        credits_total: 10,
        contact_addressed_to: 'Afdeling inkoop',
        ...contact,
      },
      'POST /api/clients/:client_id/credit-buy': { bundle: bundle.id, ...buyer },
      'POST /api/clients/:client_id/modules-buy': { selected_module: 'word', ...buyer },
      'POST /api/file-upload/email-word': multipartBody('Nieuwe brief.docx', docx, DOCX_MIME_TYPE),
      'POST /api/clients/:client_id/add-user': {
        email: `toegevoegd-${crypto.randomUUID().slice(0, 8)}@example.nl`,
        roles: ['financial'],
      },
      'PATCH /api/clients/:client_id/users/:user_uuid/permission': { roles: ['financial'] },
      'POST /api/file-upload/form': multipartPng('Nieuwe foto.png'),
      'POST /api/file-upload/form-hd': multipartPng('Nieuwe foto.png'),
      'POST /api/file-upload/imagetag': multipartPng('Nieuw logo.png'),
      'POST /api/file-upload/static-file': multipartPng('Nieuwe bijlage.png'),
      'POST /api/client/:id/accept-terms-and-conditions': { client_uuid: client.uuid },
      'POST /api/folder': { folder_name: 'Nieuwe map', client_id: client.id, hidden: false },
      'POST /api/client/:id/favorites': {
        favoriteName: 'Nieuwe favoriet',
        element: favoriteElement,
      },
      'PATCH /api/folder/:folder_id/rename': { folder_name: 'Geheime map' },
      'PATCH /api/folder/:folder_id/set-hidden': { hidden: false },
      'POST /api/form': { form_name: 'Nieuw formulier', folder_id: folder.id, schema: [] },
      'PATCH /api/form/:form_id': {
        revision_id: formToSave.revision,
        form_name: 'Opgeslagen formulier',
        folder_id: folder.id,
        form_type: 'default',
        schema: formToSave.schema,
      },
      // The spec's access and publish calls send an array with the id.
      'POST /api/form/:form_id/publish': [form.uuid],
      'POST /api/form/:form_id/unpublish': [form.uuid],
      'POST /api/form/:form_id/add_user/:user_id': [user.id],
      'POST /api/form/:form_id/remove_user/:user_id': [user.id],
      'POST /api/form/:form_id/add_user_group/:group_id': [group.id],
      'POST /api/form/:form_id/remove_user_group/:group_id': [group.id],
      'POST /api/form/:form_id/duplicate': { client_id: client.id, folder_id: folder.id },
      'PATCH /api/form/:form_id/registrations/:registration_id/review': {
        review_state: 'approved',
        comment: 'Goedgekeurd na controle',
      },
      'PATCH /api/form/:form_id/registrations/:registration_id': {
        values: { omschrijving: 'Gecorrigeerde melding' },
      },
      'POST /api/registration': {
        form_id: fillForm.uuid,
        fill_token: crypto.randomUUID(),
        values: { omschrijving: 'Geheime melding' },
      },
      'POST /api/guest/form/:guest_id': {
        form_id: guestForm.uuid,
        fill_token: crypto.randomUUID(),
        values: { omschrijving: 'Melding van een gast' },
        altcha: await solvedChallengeOf(db, guestForm),
      },
    },
    secrets: [
      datasource.main.name,
      datasource.main.uuid,
      'Geheim item',
      'Geheime lijst.csv',
      datasource.exportBatch,
      client.name,
      client.uuid,
      folder.name,
      emptyFolder.name,
      form.name,
      form.uuid,
      fillForm.name,
      fillForm.uuid,
      user.email,
      group.label,
      registration.uuid,
      draft.uuid,
      toTrash.uuid,
      trashed.uuid,
      'Geheime melding',
      attachedFile.uuid,
      loneFile.uuid,
      'Geheime foto.png',
      'Geheime schets.png',
      'Geheime favoriet',
      'Geheime vraag',
      favorite.uuid,
      shownFile.uuid,
      'Gastlogo.png',
      'Geheime koppeling',
      'geheim-ondertekeningssleutel',
      hookId,
      finishedExport.uuid,
      queuedExport.uuid,
      subjectExport.uuid,
      'Geheime export.csv',
      wordFile.uuid,
      'Geheime brief.docx',
      batch.name,
      clientToRemove.name,
      pendingOrder.uuid,
    ],
  };
}

/** The CSV of the fixture datasources. */
const DATASOURCE_CSV = Buffer.from('object.name;kleur\r\nGeheim item;rood\r\n');

/**
 * A search datasource of the client from an uploaded CSV, with its item, a finished export of
 * it, and a datasource of its own for the delete.
 */
async function createOwnedDatasources(
  db: TDb,
  storage: TStorage,
  clientId: number,
  managerId: number,
) {
  const stored = await storage.put(DATASOURCE_CSV);
  const [csvFile] = await db
    .insert(files)
    .values({
      clientId,
      uploadedBy: managerId,
      sha256: stored.key,
      size: stored.size,
      mimeType: 'text/plain',
      filename: 'Geheime lijst.csv',
    })
    .returning();
  if (!csvFile) throw new Error('csv file not created');
  const source = {
    clientId,
    type: 'search' as const,
    fileId: csvFile.id,
    importState: 'done' as const,
    fields: ['kleur'],
    columns: ['object.name', 'kleur'],
  };
  const [main, toDelete] = await db
    .insert(datasources)
    .values([
      { ...source, name: 'Geheime databron', itemsCount: 1, generation: 1, generationsStarted: 1 },
      { ...source, name: 'Weg databron' },
    ])
    .returning();
  if (!main || !toDelete) throw new Error('datasources not created');
  await db.insert(datasourceItems).values({
    clientId,
    datasourceId: main.id,
    generation: 1,
    line: 2,
    name: 'Geheim item',
    data: { kleur: 'rood' },
    object: { 'object.name': 'Geheim item' },
  });
  const [exportBatch] = await db
    .insert(batches)
    .values({
      kind: 'datasource-export',
      clientId,
      createdBy: managerId,
      totalItems: 1,
      itemsInQueue: 0,
      finishedAt: new Date(),
      state: { datasourceId: main.id, exportKey: stored.key, exportSize: stored.size },
    })
    .returning();
  if (!exportBatch) throw new Error('export batch not created');
  return { main, toDelete, csvFileUuid: csvFile.uuid, exportBatch: exportBatch.name };
}

/** The name of the public map element of the fixture's map form. */
const GUEST_MAP_ELEMENT = 'kaart';

/** A map datasource of the client with one placed item, and a form whose map shows it publicly. */
async function createGuestMap(
  db: TDb,
  client: Awaited<ReturnType<typeof createClient>>,
  folder: Awaited<ReturnType<typeof createFolder>>,
) {
  const [datasource] = await db
    .insert(datasources)
    .values({
      clientId: client.id,
      type: 'map_features',
      fieldCrs: 'EPSG:4326',
      name: 'Openbare kaartbron',
      importState: 'done',
      fields: [],
      columns: ['object.name', 'object.status', 'object.latitude', 'object.longitude'],
      itemsCount: 1,
      generation: 1,
      generationsStarted: 1,
    })
    .returning();
  if (!datasource) throw new Error('map datasource not created');
  await db.insert(datasourceItems).values({
    clientId: client.id,
    datasourceId: datasource.id,
    generation: 1,
    line: 2,
    name: 'Openbaar item',
    status: 'open',
    lat: 52.09,
    lon: 5.12,
    data: {},
    object: { 'object.name': 'Openbaar item' },
  });
  const form = await createForm(db, client, folder, {
    name: 'Kaartformulier',
    schema: [
      {
        elementType: 'map',
        name: GUEST_MAP_ELEMENT,
        label: 'Kaart',
        mapSettings: {
          guest_map_enabled: true,
          mapLayers: [{ type: 'geojson', datasource_id: String(datasource.id) }],
        },
      },
    ],
  });
  return { datasource, form };
}

/** Api keys of users of another client, one per kind of non-admin account. */
export async function createOutsiders(app: TApp, db: TDb): Promise<Record<string, string>> {
  const other = await createClient(db);
  const allClientRoles = await createUser(db, { client: other, roles: [...CLIENT_ROLES] });
  const employee = await createUser(db, { client: other, roles: ['eform_employee'] });
  const filler = await createUser(db, { client: other });
  return {
    'all client roles of another client': await login(app, allClientRoles),
    'eform_employee of another client': await login(app, employee),
    'filler of another client': await login(app, filler),
  };
}

/** `METHOD url` of a route. */
export function routeKey(route: TRegisteredRoute): string {
  return `${route.method} ${route.url}`;
}

/** The names of a route's path parameters (`:name`). */
export function pathParams(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
}

/**
 * Every concrete URL for a route: each combination of the owned parameter values. Throws for a
 * parameter without a fixture, so a route with a new kind of object cannot slip through.
 */
export function concreteUrls(
  route: TRegisteredRoute,
  data: TOwnedData,
  walk: 'isolation' | 'contract' = 'isolation',
): string[] {
  let urls = [route.url];
  const key = routeKey(route);
  const own = {
    ...data.routeParams[key],
    ...(walk === 'contract' ? data.contractParams[key] : {}),
  };
  for (const name of pathParams(route.url)) {
    const values = own[name] ?? data.params[name];
    if (!values) {
      throw new Error(
        `${routeKey(route)}: no fixture for path parameter ':${name}'. Add one to createOwnedData().`,
      );
    }
    urls = urls.flatMap((url) => values.map((value) => url.replace(`:${name}`, value)));
  }
  const query = data.queries[key];
  return query ? urls.map((url) => `${url}?${query}`) : urls;
}

/** The routes that reach client data: a path parameter, or not listed as free of client data. */
export function clientDataRoutes(app: TApp): TRegisteredRoute[] {
  return app.registeredRoutes.filter(
    (route) => !ROUTES_WITHOUT_CLIENT_DATA.includes(routeKey(route)),
  );
}

/** Calls one concrete URL of `route` with `apiKey`, sending the route's sample body if it has one. */
export function callRoute(
  app: TApp,
  route: TRegisteredRoute,
  url: string,
  apiKey: string,
  data: TOwnedData,
) {
  const body = data.bodies[routeKey(route)];
  if (isRawBody(body)) {
    return app.inject({
      method: route.method as THttpMethod,
      url,
      headers: { 'api-key': apiKey, 'content-type': body.contentType },
      payload: body.raw,
    });
  }
  return callApi(app, apiKey, route.method as THttpMethod, url, body);
}

function isRawBody(body: unknown): body is TRawBody {
  return typeof body === 'object' && body !== null && Buffer.isBuffer((body as TRawBody).raw);
}
