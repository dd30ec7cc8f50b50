import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { AdminApi, el, sendRegistrationAs } from './support/fill-fixtures';
import { signIn, USERS } from './support/session';

// Integrations (issue 31, doc 2 §2 Integraties, §5, §8): a form manager adds two webhooks on the
// tab, sees their secrets once, a filler sends a registration, and the registrations list shows
// each hook's status: the one whose receiver answers 422 (refused at once, no retries) is 'Fout'
// until the receiver is put right and 'Opnieuw proberen' in the detail makes it 'Gelukt'.
//
// The receivers run here on 127.0.0.1: the e2e server must let that address through its
// outbound door (OUTBOUND_ALLOW=127.0.0.1 in its environment; see http/outbound.ts).

/** What a receiver got: its path and body. */
type TReceived = { path: string; body: string };

const received: TReceived[] = [];
/** What the 'wisselvallig' receiver answers; the test puts it right halfway. */
let flakyStatus = 422;
let receiver: Server;
let receiverUrl = '';

const stamp = Date.now();
const formName = `E2E integraties ${stamp}`;
let formId = '';

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = path.startsWith('/wisselvallig') ? flakyStatus : 200;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ ontvangen: response.statusCode === 200 }));
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

  const admin = await AdminApi.open();
  try {
    const form = await admin.publishForm({
      name: formName,
      folder: 'Voorbeelden',
      schema: [el('text', 'omschrijving', { label: 'Omschrijving' })],
      shareWith: ['filler@example.nl'],
    });
    formId = form.form_id;
  } finally {
    await admin.close();
  }
});

test.afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

test('a manager adds webhooks, a filler sends, the list shows each status and a retry fixes one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, USERS.formManager, /\/dashboard$/);
  await page.goto(`/admin/form/${formId}/integrations`);
  await expect(page.getByTestId('integrations-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Integratie toevoegen' }).click();

  // Nothing filled in: core's checks at their fields and the spec's failure text; nothing saved.
  await page.getByRole('button', { name: 'Integraties opslaan' }).first().click();
  await expect(
    page.getByText('Controleer het formulier. Sommige velden zijn niet of verkeerd ingevuld.'),
  ).toBeVisible();
  const first = page.getByTestId('integration-1');
  await expect(first.getByText('Naam is verplicht')).toBeVisible();
  await expect(first.getByRole('textbox', { name: 'Naam' })).toBeFocused();

  await first.getByRole('textbox', { name: 'Naam' }).fill('Zaaksysteem');
  await first.getByRole('textbox', { name: 'URL' }).fill(`${receiverUrl}/zaken`);
  await page.getByRole('button', { name: 'Integratie toevoegen' }).first().click();
  const second = page.getByTestId('integration-2');
  await second.getByRole('textbox', { name: 'Naam' }).fill('Wisselvallig');
  await second.getByRole('textbox', { name: 'URL' }).fill(`${receiverUrl}/wisselvallig`);
  await page.getByRole('button', { name: 'Integraties opslaan' }).first().click();
  await expect(page.getByText('Integraties zijn opgeslagen')).toBeVisible();

  // Each new webhook's secret, this once.
  const secrets = page.getByRole('dialog', { name: 'Geheim van de integratie' });
  await expect(
    secrets.getByText('Bewaar dit geheim nu: het wordt niet meer getoond.'),
  ).toBeVisible();
  await expect(secrets.getByTestId('hook-secret')).toHaveCount(2);
  await secrets.getByRole('button', { name: 'Ik heb het geheim bewaard' }).click();
  await expect(secrets).toBeHidden();
  await expect(page.getByTestId('hook-secret')).toHaveCount(0);

  // A saved hook's test: the receiver's answer in the card.
  await first.getByRole('button', { name: 'Test versturen voor integratie 1' }).click();
  await expect(first.getByTestId('hook-test-answer')).toContainText('De test is aangekomen.');

  await sendRegistrationAs(USERS.filler, formName, { omschrijving: `Losse tegel ${stamp}` });

  await page.goto(`/admin/form/${formId}/registrations`);
  const statusOf = (name: string) =>
    page.getByTestId('hook-status-of').filter({ hasText: name }).getByTestId('hook-status');
  // The hooks run after the send, in the worker: the list is asked again until they are done.
  await expect(async () => {
    await page.reload();
    await expect(statusOf('Zaaksysteem')).toHaveText('Gelukt', { timeout: 5_000 });
    await expect(statusOf('Wisselvallig')).toHaveText('Fout', { timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  expect(received.some((r) => r.path === '/zaken' && r.body.includes(formId))).toBe(true);

  // The failing ones, through the filter in the address.
  await page.getByLabel('Status integraties').selectOption('error');
  await expect(page).toHaveURL(/hook_status=error/);
  await expect(page.getByTestId('registrations-table').locator('tbody tr')).toHaveCount(1);

  await page.getByRole('link', { name: /^Registratie \d+ bekijken$/ }).click();
  const hooks = page.getByRole('region', { name: 'Integraties' });
  const flaky = hooks.getByTestId('registration-hook').filter({ hasText: 'Wisselvallig' });
  await expect(flaky.getByTestId('hook-status')).toHaveText('Fout');
  await expect(flaky.getByTestId('hook-attempts')).toContainText('422');

  flakyStatus = 200;
  await flaky.getByRole('button', { name: 'Wisselvallig opnieuw proberen' }).click();
  await expect(page.getByText('De integratie wordt opnieuw geprobeerd.')).toBeVisible();
  await expect(flaky.getByTestId('hook-status')).toHaveText('Gelukt', { timeout: 30_000 });
});
