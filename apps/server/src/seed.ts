import { randomBytes } from 'node:crypto';
import { MODULES } from '@eform/core/constants';
import { ts } from '@eform/core/messages/server-only';
import { CLIENT_ROLES, ROLE_LABELS, type TRole } from '@eform/core/permissions';
import type { TDb } from './db/client';
import { hashPassword } from './modules/auth';
import { addCreditEntry, defaultCreditExpiry } from './modules/credits';
import { seedDemoDatasource } from './modules/datasources';
import { checkFormContent } from './modules/forms';
import { seedSalesOffers } from './modules/purchases';
import {
  hasAnyUser,
  insertClient,
  insertDemoForm,
  insertFolder,
  insertMembership,
  insertUser,
  lockSeeding,
} from './seed.repository';
import { DEMO_FOLDER_NAME, demoForms, type TDemoUsers } from './seed-demo-forms';

export const DEMO_CLIENT_NAME = 'Demo Gemeente';
export const DEMO_CREDITS = 100;
export const DEMO_EMAIL_DOMAIN = 'example.nl';
const DEFAULT_ADMIN_EMAIL = `admin@${DEMO_EMAIL_DOMAIN}`;

export interface TSeedOptions {
  adminEmail: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  demoPassword: string | undefined;
}

/** An account created by the seed; `password` only when it was generated (to print once). */
export interface TSeededAccount {
  email: string;
  role: TRole | 'filler';
  generatedPassword: string | null;
}

export interface TSeedResult {
  seeded: boolean;
  accounts: TSeededAccount[];
}

/** The demo accounts besides the admin: one per role, the filler with no role at all. */
const DEMO_ROLES = ['eform_employee', ...CLIENT_ROLES, 'filler'] as const;

/**
 * First start: on a database without users, creates the admin and (unless disabled) the demo
 * client 'Demo Gemeente' with credits and one user per role. Runs once: any existing user means
 * the database was seeded (or is in real use) and nothing happens.
 */
export async function seedDatabase(db: TDb, options: TSeedOptions): Promise<TSeedResult> {
  const adminPassword = options.adminPassword ?? generatePassword();
  const demoPassword = options.demoPassword ?? generatePassword();
  return db.transaction(async (tx) => {
    await lockSeeding(tx);
    if (await hasAnyUser(tx)) return { seeded: false, accounts: [] };
    const accounts: TSeededAccount[] = [];
    await insertUser(tx, {
      email: options.adminEmail,
      displayName: ROLE_LABELS.admin,
      passwordHash: await hashPassword(adminPassword),
      globalRoles: ['admin'],
    });
    await seedSalesOffers(tx);
    accounts.push({
      email: options.adminEmail,
      role: 'admin',
      generatedPassword: options.adminPassword ? null : adminPassword,
    });
    if (options.seedDemo) {
      accounts.push(...(await seedDemo(tx, options, demoPassword)));
    }
    return { seeded: true, accounts };
  });
}

async function seedDemo(tx: TDb, options: TSeedOptions, password: string) {
  const generatedPassword = options.demoPassword ? null : password;
  const client = await insertClient(tx, { name: DEMO_CLIENT_NAME, modules: [...MODULES] });
  const now = new Date();
  await addCreditEntry(tx, client.id, {
    name: 'Startcredits',
    total: DEMO_CREDITS,
    expiresAt: defaultCreditExpiry(now),
  });
  const accounts: TSeededAccount[] = [];
  const userIds: number[] = [];
  let fillerId: number | undefined;
  // The admin role's demo account is the admin itself, unless ADMIN_EMAIL moved it elsewhere.
  if (options.adminEmail !== DEFAULT_ADMIN_EMAIL) {
    await insertUser(tx, {
      email: DEFAULT_ADMIN_EMAIL,
      displayName: `${ROLE_LABELS.admin} (demo)`,
      passwordHash: await hashPassword(password),
      globalRoles: ['admin'],
    });
    accounts.push({ email: DEFAULT_ADMIN_EMAIL, role: 'admin', generatedPassword });
  }
  for (const role of DEMO_ROLES) {
    const email = `${role}@${DEMO_EMAIL_DOMAIN}`;
    const label = role === 'filler' ? ROLE_LABELS.authenticated : ROLE_LABELS[role];
    const user = await insertUser(tx, {
      email,
      displayName: `${label} (demo)`,
      passwordHash: await hashPassword(password),
      globalRoles: role === 'eform_employee' ? ['eform_employee'] : [],
    });
    const roles = CLIENT_ROLES.filter((r) => r === role);
    await insertMembership(tx, { userId: user.id, clientId: client.id, roles });
    accounts.push({ email, role, generatedPassword });
    userIds.push(user.id);
    if (role === 'filler') fillerId = user.id;
  }
  // Ids are the database's: the example workflow forwards to the filler by the id it got here.
  if (fillerId === undefined) throw new Error('no demo filler seeded');
  await seedDemoForms(tx, client.id, userIds, { fillerId }, now);
  await seedDemoDatasource(tx, client.id);
  return accounts;
}

/**
 * Folder 'Voorbeelden' with the three published example forms, shared with every demo user, so
 * a newcomer signed in as filler@example.nl can fill one at once. Each form goes through the
 * editor's validation first, as a save would: an example that the editor refuses is a bug.
 */
async function seedDemoForms(
  tx: TDb,
  clientId: number,
  userIds: number[],
  users: TDemoUsers,
  now: Date,
) {
  const folder = await insertFolder(tx, { clientId, name: DEMO_FOLDER_NAME });
  for (const form of demoForms(users)) {
    const content = checkFormContent(form.schema, form.rules, {
      formType: form.type,
      isAdmin: true,
      modules: [...MODULES],
    });
    await insertDemoForm(
      tx,
      {
        clientId,
        folderId: folder.id,
        name: form.name,
        type: form.type,
        schema: content.schema,
        rules: content.rules,
        settings: form.settings,
        registrationNameToken: form.registrationNameToken,
        guestId: form.settings.guestID ?? null,
        registrationPhase: form.type === 'workflow' ? '1' : null,
        publishedAt: now,
      },
      userIds,
    );
  }
}

function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * The once-only notice of the seeded accounts, for stdout (not the JSON log): generated passwords
 * are shown here and nowhere else.
 */
export function formatSeedNotice(result: TSeedResult): string {
  const line = '='.repeat(72);
  const rows = result.accounts.map((a) => {
    const password =
      a.generatedPassword ?? ts('server.seed.fromConfig', { variable: passwordVariable(a) });
    return `  ${a.email.padEnd(36)} ${password}`;
  });
  const configured = [
    ...new Set(result.accounts.filter((a) => !a.generatedPassword).map(passwordVariable)),
  ];
  const footer = [
    ...(result.accounts.some((a) => a.generatedPassword) ? [ts('server.seed.once')] : []),
    ...(configured.length > 0
      ? [ts('server.seed.configured', { variables: configured.join(' en ') })]
      : []),
  ];
  return [line, ts('server.seed.banner'), '', ...rows, '', ...footer, line, ''].join('\n');
}

/** The setting an account's password comes from when it was not generated. */
function passwordVariable(account: TSeededAccount): 'ADMIN_PASSWORD' | 'DEMO_PASSWORD' {
  return account.role === 'admin' ? 'ADMIN_PASSWORD' : 'DEMO_PASSWORD';
}
