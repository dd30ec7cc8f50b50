import { randomUUID } from 'node:crypto';
import { assignElementUuids, ZSchema } from '@eform/core/elements';
import type { TRole } from '@eform/core/permissions';
import { CLIENT_ROLES, GLOBAL_ROLES } from '@eform/core/permissions';
import { ZRule } from '@eform/core/rules';
import { z } from 'zod';
import type { TApp } from '../src/app';
import type { TDb } from '../src/db/client';
import {
  clients,
  folders,
  formAccess,
  formRevisions,
  forms,
  memberships,
  serverNotifications,
  userGroupMembers,
  userGroups,
  users,
} from '../src/db/schema';
import { hashPassword } from '../src/modules/auth/password';
import { addCreditEntry } from '../src/modules/credits/credits.service';

/** Password of every factory user. */
export const TEST_PASSWORD = 'geheim-wachtwoord-123';

// Hashing is slow on purpose; one hash serves every factory user of a test file.
let passwordHash: Promise<string> | undefined;

type TClientRow = typeof clients.$inferSelect;
type TUserRow = typeof users.$inferSelect;

/** A client of its own for the calling test (tests never share tenants). */
export async function createClient(db: TDb, values: Partial<typeof clients.$inferInsert> = {}) {
  const [client] = await db
    .insert(clients)
    .values({ name: `Klant ${randomUUID().slice(0, 8)}`, ...values })
    .returning();
  if (!client) throw new Error('client not created');
  return client;
}

export interface TUserOptions {
  /** Global (admin, eform_employee) and client roles; client roles need `client`. */
  roles?: TRole[];
  /** Client(s) to make the user a member of. */
  client?: TClientRow | TClientRow[];
  email?: string;
  displayName?: string;
  requireTerms?: boolean;
}

/** A user with TEST_PASSWORD, optionally a member of `client` with the client roles given. */
export async function createUser(db: TDb, options: TUserOptions = {}): Promise<TUserRow> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const roles = options.roles ?? [];
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `gebruiker-${randomUUID().slice(0, 8)}@example.nl`,
      displayName: options.displayName ?? 'Test Gebruiker',
      passwordHash: await passwordHash,
      globalRoles: GLOBAL_ROLES.filter((r) => roles.includes(r)),
    })
    .returning();
  if (!user) throw new Error('user not created');
  const memberOf = options.client ? [options.client].flat() : [];
  for (const client of memberOf) {
    await db.insert(memberships).values({
      userId: user.id,
      clientId: client.id,
      roles: CLIENT_ROLES.filter((r) => roles.includes(r)),
      requireTerms: options.requireTerms ?? false,
    });
  }
  return user;
}

export function createCredits(
  db: TDb,
  client: TClientRow,
  total: number,
  expiresAt: Date | null = null,
) {
  return addCreditEntry(db, client.id, { name: `Credits ${total}`, total, expiresAt });
}

export async function createFolder(
  db: TDb,
  client: TClientRow,
  values: Partial<typeof folders.$inferInsert> = {},
) {
  const [folder] = await db
    .insert(folders)
    .values({ clientId: client.id, name: `Map ${randomUUID().slice(0, 6)}`, ...values })
    .returning();
  if (!folder) throw new Error('folder not created');
  return folder;
}

type TFolderRow = typeof folders.$inferSelect;
type TFormRow = typeof forms.$inferSelect;

/** A form's columns as a test gives them: schema and rules as raw JSON, parsed before written. */
type TFormValues = Omit<Partial<typeof forms.$inferInsert>, 'schema' | 'rules'> & {
  schema?: unknown[];
  rules?: unknown[];
};

/**
 * A form of `client` (in `folder`, if given) with its first revision, written straight to the
 * database: a text field and a header by default, unpublished unless `publishedAt` is given.
 * Schema and rules are parsed with core's schemas first, as every write of the product does.
 */
export async function createForm(
  db: TDb,
  client: TClientRow,
  folder: TFolderRow | null,
  { schema = sampleSchema(), rules = [], ...values }: TFormValues = {},
): Promise<TFormRow> {
  const [form] = await db
    .insert(forms)
    .values({
      clientId: client.id,
      folderId: folder?.id ?? null,
      name: `Formulier ${randomUUID().slice(0, 6)}`,
      schema: ZSchema.parse(assignElementUuids(schema)),
      rules: z.array(ZRule).parse(rules),
      ...values,
    })
    .returning();
  if (!form) throw new Error('form not created');
  await db.insert(formRevisions).values({
    clientId: client.id,
    formId: form.id,
    revision: form.revision,
    content: { name: form.name, type: form.type, schema: form.schema, rules: form.rules },
  });
  return form;
}

/** A small valid schema: a header and a required text field (fresh uuids each call). */
export function sampleSchema() {
  return [
    {
      uuid: randomUUID(),
      elementType: 'header',
      name: 'header1',
      label: 'Melding',
      component: 'h2',
    },
    {
      uuid: randomUUID(),
      elementType: 'text',
      name: 'omschrijving',
      label: 'Omschrijving',
      validation: [['required', true]],
    },
  ];
}

/** Shares `form` with a user or a group. */
export async function shareForm(
  db: TDb,
  form: TFormRow,
  subject: { userId: number } | { groupId: number },
): Promise<void> {
  await db.insert(formAccess).values({ clientId: form.clientId, formId: form.id, ...subject });
}

/** A group of `client` with `members`. */
export async function createGroup(db: TDb, client: TClientRow, members: TUserRow[] = []) {
  const [group] = await db
    .insert(userGroups)
    .values({ clientId: client.id, label: `Groep ${randomUUID().slice(0, 6)}` })
    .returning();
  if (!group) throw new Error('group not created');
  for (const member of members) {
    await db.insert(userGroupMembers).values({ groupId: group.id, userId: member.id });
  }
  return group;
}

export async function createServerNotification(db: TDb, type: string, message: string) {
  await db.insert(serverNotifications).values({ type, message });
}

/** Signs `user` in through the real endpoint; returns the api key. */
export async function login(app: TApp, user: { email: string }, remoteAddress?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username: user.email, password: TEST_PASSWORD },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return (response.json() as { api_key: string }).api_key;
}

/** A unique fake client address, so rate-limit counts of one test do not touch another's. */
export function uniqueIp(): string {
  const bytes = randomUUID().replaceAll('-', '').slice(0, 6);
  return `10.${Number.parseInt(bytes.slice(0, 2), 16)}.${Number.parseInt(bytes.slice(2, 4), 16)}.${Number.parseInt(bytes.slice(4, 6), 16)}`;
}
