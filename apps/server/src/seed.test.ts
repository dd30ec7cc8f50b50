import { randomUUID } from 'node:crypto';
import { ZForm } from '@eform/core/api';
import { CLIENT_ROLES } from '@eform/core/permissions';
import { describe, expect, it } from 'vitest';
import { getTestDatabase } from '../test/support';
import { buildApp } from './app';
import { DEMO_CLIENT_NAME, DEMO_CREDITS, formatSeedNotice, seedDatabase } from './seed';

const ADMIN_PASSWORD = 'beheerder-wachtwoord';
const DEMO_PASSWORD = 'demo-wachtwoord';

async function signIn(app: Awaited<ReturnType<typeof buildApp>>, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username: email, password },
  });
  return response;
}

describe('first-start seed', () => {
  it('creates the admin, the demo client and one user per role, once', async () => {
    const { database } = await getTestDatabase();
    const options = {
      adminEmail: 'admin@example.nl',
      adminPassword: ADMIN_PASSWORD,
      seedDemo: true,
      demoPassword: undefined,
    };
    const result = await seedDatabase(database.db, options);
    expect(result.seeded).toBe(true);
    expect(result.accounts.map((a) => a.email)).toEqual([
      'admin@example.nl',
      'eform_employee@example.nl',
      ...CLIENT_ROLES.map((role) => `${role}@example.nl`),
      'filler@example.nl',
    ]);
    // Only the generated demo password is shown; the configured admin password is not.
    const demoPassword = result.accounts[1]?.generatedPassword;
    expect(result.accounts[0]?.generatedPassword).toBeNull();
    expect(demoPassword).toMatch(/^[\w-]{16}$/);
    const notice = formatSeedNotice(result);
    expect(notice).toContain(demoPassword);
    // The box says where the admin's password is instead of claiming to show it.
    expect(notice).toMatch(/admin@example\.nl\s+\(wachtwoord uit ADMIN_PASSWORD\)/);
    expect(notice).toContain('Gegenereerde wachtwoorden worden alleen nu getoond');
    expect(notice).toContain(
      'Wachtwoorden uit de configuratie worden niet getoond: ze staan in ADMIN_PASSWORD.',
    );

    const app = await buildApp({ db: database.db, webDistDir: '/nonexistent' });
    try {
      const admin = await signIn(app, 'admin@example.nl', ADMIN_PASSWORD);
      expect(admin.json().roles).toEqual(['authenticated', 'admin']);
      const manager = await signIn(app, 'client_manager@example.nl', demoPassword ?? '');
      const [client] = manager.json().clients;
      expect(client.name).toBe(DEMO_CLIENT_NAME);
      const info = await app.inject({
        method: 'GET',
        url: `/api/client/${client.id}/info`,
        headers: { 'api-key': manager.json().api_key },
      });
      expect(info.json().roles).toEqual(['authenticated', 'client_manager']);
      expect(info.json().credits).toBe(DEMO_CREDITS);
      const employee = await signIn(app, 'eform_employee@example.nl', demoPassword ?? '');
      expect(employee.json().roles).toEqual(['authenticated', 'eform_employee']);
      expect(employee.json().clients).toHaveLength(1);
      const filler = await signIn(app, 'filler@example.nl', demoPassword ?? '');
      expect(filler.json().roles).toEqual(['authenticated']);

      // The filler can fill an example form at once: folder 'Voorbeelden', three published forms.
      const fillerKey = { 'api-key': filler.json().api_key };
      const folders = await app.inject({
        method: 'GET',
        url: `/api/client/${client.id}/folders/user`,
        headers: fillerKey,
      });
      expect(folders.json()).toEqual([expect.objectContaining({ folder_name: 'Voorbeelden' })]);
      const forms = await app.inject({
        method: 'GET',
        url: `/api/folder/${folders.json()[0].folder_id}/forms/user`,
        headers: fillerKey,
      });
      expect(forms.json().map((f: { form_name: string }) => f.form_name)).toEqual([
        'Inspectie speeltoestel',
        'Melding openbare ruimte',
        'Vraag aan de gemeente',
      ]);
      const loaded = await Promise.all(
        (forms.json() as { form_id: string }[]).map(async (f) => {
          const r = await app.inject({
            method: 'GET',
            url: `/api/form/${f.form_id}`,
            headers: fillerKey,
          });
          return ZForm.parse(r.json());
        }),
      );
      const [inspection, report, guest] = loaded;
      expect(inspection).toMatchObject({ form_type: 'workflow', registration_phase: '1' });
      expect(report?.schema.map((e) => e.elementType)).toEqual(
        expect.arrayContaining(['image', 'calculation']),
      );
      expect(guest?.form_guest_id).toMatch(/^[0-9a-f-]{36}$/);
      for (const form of loaded) expect(form.published_at).not.toBeNull();

      // The example workflow goes the whole way: phase 1 forwards to the filler, who finds it
      // assigned, and phase 2 ends it. Registration names tell the rows apart.
      const send = (payload: Record<string, unknown>) =>
        app.inject({
          method: 'POST',
          url: '/api/registration',
          headers: fillerKey,
          payload: { fill_token: randomUUID(), ...payload },
        });
      const phase1 = await send({ form_id: inspection?.form_id, values: { locatie: 'Parkweg' } });
      expect(phase1.json()).toMatchObject({
        registration_phase: '2',
        registration_status: 'draft',
        registration_name: 'Parkweg',
      });
      const assigned = await app.inject({
        method: 'GET',
        url: '/api/assigned-registrations',
        headers: fillerKey,
      });
      expect(assigned.json()).toEqual([
        expect.objectContaining({
          _id: phase1.json().registration_id,
          registration_name: 'Parkweg',
          registration_phase: '2',
        }),
      ]);
      const phase2 = await send({
        form_id: inspection?.form_id,
        registration_id: phase1.json().registration_id,
        values: { locatie: 'Parkweg', toestand: 'goed', bevindingen: 'In orde' },
      });
      expect(phase2.json()).toMatchObject({ registration_status: 'completed' });
      const report2 = await send({
        form_id: report?.form_id,
        values: { soort: 'stoeptegel', adres: 'Kerkplein 2' },
      });
      expect(report2.json().registration_name).toBe('Losse stoeptegel - Kerkplein 2');
    } finally {
      await app.close();
    }

    expect(await seedDatabase(database.db, options)).toEqual({ seeded: false, accounts: [] });
  });

  it('creates only the admin without the demo, and admin@example.nl too for another ADMIN_EMAIL', async () => {
    const plain = await getTestDatabase();
    const bare = await seedDatabase(plain.database.db, {
      adminEmail: 'beheer@gemeente.nl',
      adminPassword: undefined,
      seedDemo: false,
      demoPassword: undefined,
    });
    expect(bare.accounts.map((a) => a.email)).toEqual(['beheer@gemeente.nl']);
    expect(bare.accounts[0]?.generatedPassword).toBeTruthy();

    const demo = await getTestDatabase();
    const withDemo = await seedDatabase(demo.database.db, {
      adminEmail: 'beheer@gemeente.nl',
      adminPassword: ADMIN_PASSWORD,
      seedDemo: true,
      demoPassword: DEMO_PASSWORD,
    });
    expect(withDemo.accounts.filter((a) => a.role === 'admin').map((a) => a.email)).toEqual([
      'beheer@gemeente.nl',
      'admin@example.nl',
    ]);
    expect(withDemo.accounts.every((a) => a.generatedPassword === null)).toBe(true);
    // Nothing was generated: the box does not claim to show passwords.
    const notice = formatSeedNotice(withDemo);
    expect(notice).not.toContain('Gegenereerde wachtwoorden');
    expect(notice).toContain('ze staan in ADMIN_PASSWORD en DEMO_PASSWORD.');
  });
});
