import { randomUUID } from 'node:crypto';
import type { TRole } from '@eform/core/permissions';
import { eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient, createUser, login } from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';
import { buildApp } from '../../app';
import { clients, orders } from '../../db/schema';
import { BOSS_SCHEMA } from '../../jobs/boss-schema';
import { createMailer } from '../../mail/mailer';
import { mimeParts, startSmtpSink } from '../deliveries/smtp-sink.test-support';
import { saveBundles, saveOffers, seedSalesOffers } from '.';
import { registerOrderMailJob } from './order-mail.job';
import { MAX_ORDERS_PER_WINDOW } from './purchases.service';

const { app, db, url } = await getTestServer();
const sink = await startSmtpSink();
afterAll(() => sink.close());
const mailer = createMailer({ from: 'eform@example.nl', smtpUrl: sink.url, outboxDir: '/x' });
afterAll(() => mailer.close());
const boss = new PgBoss({ connectionString: url, schema: BOSS_SCHEMA, max: 3 });
await boss.start();
afterAll(() => boss.stop({ graceful: false, wait: true }));
await registerOrderMailJob(boss, { db, mailer, log: pino({ level: 'silent' }) });
await seedSalesOffers(db);
const adminEmail = `admin-${randomUUID().slice(0, 8)}@example.nl`;
await createUser(db, { roles: ['admin'], email: adminEmail });

async function clientWith(role: TRole, modules: ('word' | 'tracking')[] = []) {
  const client = await createClient(db, { modules });
  const user = await createUser(db, { client, roles: [role] });
  return { client, user, key: await login(app, user) };
}

const contact = (email = `inkoop-${randomUUID().slice(0, 8)}@voorbeeld.nl`) => ({
  contact_company: 'Gemeente Voorbeeld',
  contact_firstname: 'Jan',
  contact_lastname: 'de Vries',
  contact_street: 'Markt 1',
  contact_postal_code: '1234 AB',
  contact_city: 'Voorbeeld',
  contact_email: email,
});

/** The text part of the first mail to `to`, waiting for it (the job polls every 2 s). */
async function mailTo(to: string) {
  for (let i = 0; i < 100; i++) {
    const mail = sink.received.find((m) => m.rcptTo.includes(to));
    if (mail) {
      const { headers, parts } = mimeParts(mail.raw);
      const text = parts.find((p) => p.headers['content-type']?.startsWith('text/plain'));
      return { rcptTo: mail.rcptTo, subject: headers.subject ?? '', text: String(text?.body) };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
}

describe('bundles and module offers', () => {
  it('lists the seeded bundles with price per credit', async () => {
    const { client, key } = await clientWith('financial');
    const response = await callApi(app, key, 'GET', `/api/clients/${client.id}/credit-bundles`);
    expect(response.statusCode).toBe(200);
    expect(response.json()[0]).toMatchObject({
      name: 'Starter',
      price: 2500,
      credits: 100,
      pricePerCredit: 25,
    });
  });

  it("lists the offers with 'enabled' for the client's modules", async () => {
    const { client, key } = await clientWith('client_manager', ['word']);
    const response = await callApi(app, key, 'GET', `/api/clients/${client.id}/modules`);
    const byName = Object.fromEntries(response.json().map((o: { name: string }) => [o.name, o]));
    expect(byName.word).toMatchObject({ enabled: true, type: 'module' });
    expect(byName.maps_package).toMatchObject({ enabled: false, type: 'package' });
  });

  it('answers 403 without the permission and 404 for another client', async () => {
    const filler = await clientWith('authenticated');
    expect(
      (await callApi(app, filler.key, 'GET', `/api/clients/${filler.client.id}/credit-bundles`))
        .statusCode,
    ).toBe(403);
    expect(
      (await callApi(app, filler.key, 'GET', `/api/clients/${filler.client.id}/modules`))
        .statusCode,
    ).toBe(403);
    const financial = await clientWith('financial');
    // financial buys credits but does not edit the client (modules need 'eform edit client').
    expect(
      (await callApi(app, financial.key, 'GET', `/api/clients/${financial.client.id}/modules`))
        .statusCode,
    ).toBe(403);
    const other = await createClient(db);
    for (const path of ['credit-bundles', 'modules']) {
      const manager = await clientWith('client_manager');
      expect(
        (await callApi(app, manager.key, 'GET', `/api/clients/${other.id}/${path}`)).statusCode,
      ).toBe(404);
    }
  });

  it('lets only admins replace what is on sale', async () => {
    const manager = await clientWith('client_manager');
    const refused = await callApi(app, manager.key, 'PUT', '/api/admin/credit-bundles', []);
    expect(refused.statusCode).toBe(403);
    const admin = await login(app, await createUser(db, { roles: ['admin'] }));
    const duplicate = await callApi(app, admin, 'PUT', '/api/admin/module-offers', [
      { name: 'word', label: 'Word', price: 1, type: 'module', modules: ['word'] },
      { name: 'word', label: 'Word 2', price: 1, type: 'module', modules: ['word'] },
    ]);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toContain('1.name');
    const offers = await callApi(app, admin, 'GET', '/api/admin/module-offers');
    expect(offers.json().length).toBeGreaterThan(0);
  });
});

describe('POST credit-buy and modules-buy', () => {
  it('grants the bundle at once (valid two years), stores the order and mails contact and admins', async () => {
    const { client, key } = await clientWith('financial');
    const [bundle] = (
      await callApi(app, key, 'GET', `/api/clients/${client.id}/credit-bundles`)
    ).json();
    const email = `koper-${randomUUID().slice(0, 8)}@voorbeeld.nl`;
    const response = await callApi(app, key, 'POST', `/api/clients/${client.id}/credit-buy`, {
      bundle: bundle.id,
      ...contact(email),
      contact_tax_number: 'NL001234567B01',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'paid' });
    expect(response.json()['checkout-url']).toBeUndefined();
    const credits = (await callApi(app, key, 'GET', `/api/clients/${client.id}/credits`)).json();
    expect(credits[0]).toMatchObject({ name: 'Starter', credits_total: 100, credits_left: 100 });
    const years = (Date.parse(credits[0].credit_expire_date) - Date.now()) / (365.25 * 86_400_000);
    expect(Math.round(years)).toBe(2);
    const [order] = await db.select().from(orders).where(eq(orders.clientId, client.id));
    expect(order).toMatchObject({ kind: 'credits', status: 'paid', price: 2500, credits: 100 });
    expect(order?.contact.contact_tax_number).toBe('NL001234567B01');
    const mail = await mailTo(email);
    expect(mail.rcptTo).toContain(adminEmail);
    expect(mail.subject).toContain(client.name);
    expect(mail.text).toContain('Product: Starter');
    expect(mail.text).toContain('Prijs: € 25,00 excl. btw');
    expect(mail.text).toContain('Btw-nummer: NL001234567B01');
    expect(mail.text).toContain('1234 AB Voorbeeld');
  });

  it('enables a bought module at once and mails the confirmation', async () => {
    const { client, key } = await clientWith('client_manager', ['word']);
    const email = `koper-${randomUUID().slice(0, 8)}@voorbeeld.nl`;
    const response = await callApi(app, key, 'POST', `/api/clients/${client.id}/modules-buy`, {
      selected_module: 'maps_package',
      ...contact(email),
    });
    expect(response.statusCode).toBe(200);
    const [row] = await db.select().from(clients).where(eq(clients.id, client.id));
    expect(row?.modules).toEqual(['location', 'map_element', 'tracking', 'word']);
    expect((await mailTo(email)).text).toContain('Kaartenpakket');
    const again = await callApi(app, key, 'POST', `/api/clients/${client.id}/modules-buy`, {
      selected_module: 'tracking',
      ...contact(),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('selected_module');
  });

  it.each([
    'contact_company',
    'contact_firstname',
    'contact_lastname',
    'contact_street',
    'contact_postal_code',
    'contact_city',
    'contact_email',
  ])('refuses a purchase without %s, naming it', async (field) => {
    const { client, key } = await clientWith('client_manager');
    const response = await callApi(app, key, 'POST', `/api/clients/${client.id}/credit-buy`, {
      bundle: 1,
      ...contact(),
      [field]: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it('refuses an invalid e-mail, an unknown bundle and an unknown module', async () => {
    const { client, key } = await clientWith('client_manager');
    const badMail = await callApi(app, key, 'POST', `/api/clients/${client.id}/credit-buy`, {
      bundle: 1,
      ...contact('geen-adres'),
    });
    expect(badMail.json().message).toContain('contact_email');
    const bundle = await callApi(app, key, 'POST', `/api/clients/${client.id}/credit-buy`, {
      bundle: 999999,
      ...contact(),
    });
    expect(bundle.statusCode).toBe(400);
    expect(bundle.json().message).toContain('bundle');
    const offer = await callApi(app, key, 'POST', `/api/clients/${client.id}/modules-buy`, {
      selected_module: 'bestaat_niet',
      ...contact(),
    });
    expect(offer.statusCode).toBe(400);
    expect(offer.json().message).toContain('selected_module');
  });

  it('answers 403 without the permission and 404 for another client', async () => {
    const { client, key } = await clientWith('form_manager');
    const body = { bundle: 1, ...contact() };
    expect(
      (await callApi(app, key, 'POST', `/api/clients/${client.id}/credit-buy`, body)).statusCode,
    ).toBe(403);
    const financial = await clientWith('financial');
    const moduleBody = { selected_module: 'word', ...contact() };
    expect(
      (
        await callApi(
          app,
          financial.key,
          'POST',
          `/api/clients/${financial.client.id}/modules-buy`,
          moduleBody,
        )
      ).statusCode,
    ).toBe(403);
    const other = await createClient(db);
    const manager = await clientWith('client_manager');
    expect(
      (await callApi(app, manager.key, 'POST', `/api/clients/${other.id}/credit-buy`, body))
        .statusCode,
    ).toBe(404);
    expect(
      (await callApi(app, manager.key, 'POST', `/api/clients/${other.id}/modules-buy`, moduleBody))
        .statusCode,
    ).toBe(404);
  });

  it('answers a checkout-url and grants nothing while a payment provider is configured', async () => {
    const paying = await buildApp({
      db,
      webDistDir: '/nonexistent',
      paymentProviderUrl: 'https://betalen.example.nl/checkout',
    });
    afterAll(() => paying.close());
    const { client, user } = await clientWith('client_manager');
    const key = await login(paying, user);
    const [bundle] = (
      await callApi(paying, key, 'GET', `/api/clients/${client.id}/credit-bundles`)
    ).json();
    const response = await callApi(paying, key, 'POST', `/api/clients/${client.id}/credit-buy`, {
      bundle: bundle.id,
      ...contact(),
    });
    expect(response.json().status).toBe('pending');
    const checkout = new URL(response.json()['checkout-url']);
    expect(checkout.origin + checkout.pathname).toBe('https://betalen.example.nl/checkout');
    expect(checkout.searchParams.get('order')).toBe(response.json().order_id);
    expect(checkout.searchParams.get('amount')).toBe(String(bundle.price));
    const credits = await callApi(paying, key, 'GET', `/api/clients/${client.id}/credits`);
    expect(credits.json()).toEqual([]);

    // Once paid (confirmed by an admin) the order is granted, once.
    const paidPath = `/api/admin/orders/${response.json().order_id}/paid`;
    expect((await callApi(paying, key, 'POST', paidPath)).statusCode).toBe(403);
    const admin = await login(paying, await createUser(db, { roles: ['admin'] }));
    const paid = await callApi(paying, admin, 'POST', paidPath);
    expect(paid.json()).toMatchObject({ status: 'paid' });
    expect((await callApi(paying, admin, 'POST', paidPath)).statusCode).toBe(409);
    expect(
      (await callApi(paying, admin, 'POST', '/api/admin/orders/onbekend/paid')).statusCode,
    ).toBe(404);
    const granted = await callApi(paying, key, 'GET', `/api/clients/${client.id}/credits`);
    expect(granted.json()).toHaveLength(1);
    expect(granted.json()[0]).toMatchObject({ credits_total: bundle.credits });
  });
});

// Admin writes through the service too (kept after the tests that read the seeded offers).
describe('saving offers', () => {
  it('replaces the bundles in the given order', async () => {
    const saved = await saveBundles(db, [
      { name: 'Groot', price: 50000, credits: 2000 },
      { name: 'Klein', price: 1000, credits: 10 },
    ]);
    expect(saved.map((b) => b.name)).toEqual(['Groot', 'Klein']);
    await saveOffers(db, []);
    await seedSalesOffers(db);
  });
});

// Last: its dozen order mails would hold up the queue for the mails the other tests wait for.
describe('the limit of orders', () => {
  it('refuses more than the limit of orders per client per hour, with the wait, in Dutch', async () => {
    const { client, key } = await clientWith('financial');
    const other = await clientWith('financial');
    const [bundle] = (
      await callApi(app, key, 'GET', `/api/clients/${client.id}/credit-bundles`)
    ).json();
    // Placed an hour and a bit ago: outside the window, not counted.
    await db.insert(orders).values({
      clientId: client.id,
      kind: 'credits',
      itemName: 'Oud',
      price: 1,
      credits: 1,
      modules: [],
      contact: contact(),
      status: 'paid',
      createdBy: null,
      createdAt: new Date(Date.now() - 61 * 60 * 1000),
    } as typeof orders.$inferInsert);
    const buy = (asKey: string, clientId: number) =>
      callApi(app, asKey, 'POST', `/api/clients/${clientId}/credit-buy`, {
        bundle: bundle.id,
        ...contact(),
      });
    // All at once: the lock holds the limit for parallel requests too.
    const answers = await Promise.all(
      Array.from({ length: MAX_ORDERS_PER_WINDOW + 2 }, () => buy(key, client.id)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(MAX_ORDERS_PER_WINDOW);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(refused?.json().message).toBe(
      `Er zijn het afgelopen uur al ${MAX_ORDERS_PER_WINDOW} bestellingen voor deze klant geplaatst. Probeer het over 60 minuten opnieuw.`,
    );
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(3500);
    expect(codes.filter((c) => c === 429)).toHaveLength(2);
    // Another client is not held back by it.
    expect((await buy(other.key, other.client.id)).statusCode).toBe(200);
  });
});
