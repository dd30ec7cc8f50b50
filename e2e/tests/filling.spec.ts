import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TForm } from '@eform/core/api';
import { formToUpdateBody } from '@eform/core/api/forms-admin';
import { t } from '@eform/core/messages';
import { tw } from '@eform/core/messages/fill-widgets';
import { th } from '@eform/core/messages/home';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { E2E } from '../playwright.config';
import { writeQrVideo } from './support/fake-camera';
import {
  AdminApi,
  drawSignature,
  el,
  expectStoredSignatureOnce,
  newestRegistration,
  rule,
} from './support/fill-fixtures';
import { mainMenu, signIn, USERS } from './support/session';

// Filling and sending through the screens on a phone (issue 9): every non-geo element type, a
// subform with sums, a calculation, a rule that hides a field, the QR scanner on Chromium's fake
// camera, a workflow in two phases by two users, a guest registration, my registrations.

const QR_TEXT = `KAST-${Date.now()}`;
const video = join(tmpdir(), `eform-e2e-qr-${process.pid}.y4m`);
writeQrVideo(video, QR_TEXT);

const PHONE = { width: 375, height: 812 };
const PNG = join(import.meta.dirname, '../../apps/web/public/icons/icon-192.png');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test.use({
  viewport: PHONE,
  permissions: ['camera'],
  launchOptions: {
    executablePath: E2E.chromium,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

const run = Date.now();
let admin: AdminApi;
let everything: TForm;
let workflow: TForm;

const options = (...values: string[]) => values.map((value) => ({ label: value, value }));
const required = { validation: [['required', true]] };

test.beforeAll(async () => {
  admin = await AdminApi.open();
  const folder = 'Voorbeelden';
  const reportId = await admin.formId(folder, 'Melding openbare ruimte');
  everything = await admin.publishForm({
    name: `Alle elementen ${run}`,
    folder,
    shareWith: [USERS.filler.email],
    schema: [
      el('header', 'kop', { label: 'Controle ter plaatse', component: 'h3' }),
      el('staticText', 'uitleg', {
        label: 'Uitleg',
        staticText:
          '<p>Lees <strong>dit</strong> eerst.</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 1">',
      }),
      el('imageTag', 'logo', { label: 'Logo', image: '/icons/icon-192.png', width: 96 }),
      el('staticFile', 'handleiding', { label: 'Handleiding', file: '/icons/icon-512.png' }),
      el('text', 'naam', { label: 'Naam', ...required, rememberInput: true }),
      el('textarea', 'omschrijving', { label: 'Omschrijving', rows: 2 }),
      el('number', 'aantal', { label: 'Aantal' }),
      el('decimal', 'prijs', { label: 'Prijs', number_formatter: 'price' }),
      el('calculation', 'totaal', { label: 'Totaal', formula: '$aantal$ * $prijs$' }),
      el('email', 'email', { label: 'E-mail' }),
      el('date', 'datum', { label: 'Datum', defaultDateNow: true }),
      el('time', 'tijd', { label: 'Tijd' }),
      el('datetime', 'moment', { label: 'Moment', defaultDateNow: true }),
      el('checkbox_single', 'akkoord', { label: 'Akkoord' }),
      el('checkbox_multiple', 'kleuren', { label: 'Kleuren', options: options('rood', 'blauw') }),
      el('radio', 'gevaarlijk', { label: 'Gevaarlijk', options: options('ja', 'nee') }),
      el('text', 'maatregel', { label: 'Genomen maatregel', ...required }),
      el('select', 'soort', { label: 'Soort', options: options('bank', 'lamp') }),
      el('file', 'document', { label: 'Document' }),
      el('image', 'foto', { label: 'Foto' }),
      el('signature', 'handtekening', { label: 'Handtekening' }),
      el('subform', 'regels', {
        label: 'Regels',
        registrationLabel: 'Regel',
        summaryText: '$artikel$ ($stuks$ stuks)',
        subform: {
          schema: [
            el('text', 'artikel', { label: 'Artikel' }),
            el('number', 'stuks', { label: 'Stuks' }),
          ],
          rules: [],
        },
      }),
      el('computed', 'aantal_regels', {
        label: 'Aantal regels',
        elementToWatch: 'regels',
        parserType: 'count',
      }),
      el('qrCodeScanner', 'code', { label: 'QR-code' }),
      el('autoIncrement', 'volgnummer', { label: 'Volgnummer' }),
      el('linkedForm', 'vervolg', { label: 'Vervolgmelding', formId: reportId }),
    ],
    // The measure is only asked for when something is dangerous; hidden, it is not required.
    rules: [rule('gevaarlijk', '!', 'ja', 'hide', 'maatregel')],
  });

  workflow = await admin.publishForm({
    name: `Inspectie in twee fasen ${run}`,
    folder,
    type: 'workflow',
    shareWith: [USERS.filler.email, USERS.formManager.email],
    schema: [
      el('text', 'locatie', { label: 'Locatie', ...required }),
      el('textarea', 'bevinding', { label: 'Bevinding' }),
      el('stateTransition', 'doorsturen', {
        label: 'Doorsturen',
        next_phase: 2,
        assign_to_user: 0,
      }),
    ],
  });
  // Phase 1 is handed to the filler; phase 2 asks for the finding.
  const fillerId = await admin.userId(workflow.form_id, USERS.filler.email);
  const current = await admin.form(workflow.form_id);
  const schema = current.schema.map((element) =>
    element.name === 'doorsturen' ? { ...element, assign_to_user: fillerId } : element,
  );
  const patched = await admin.api.patch(`/api/form/${workflow.form_id}`, {
    data: {
      ...formToUpdateBody(current),
      schema,
      rules: [
        rule('registration_phase', '!', 2, 'hide', 'bevinding'),
        rule('registration_phase', '!', 1, 'hide', 'doorsturen'),
      ],
    },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
});

test.afterAll(async () => {
  await admin?.close();
});

async function openForm(page: Page, name: string) {
  await page.getByRole('link', { name: 'Voorbeelden' }).click();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/**
 * Holds the formula engine's script (only forms with calculations load it) from the moment the page
 * asks for it until `release`, so a test sees what the screen shows meanwhile.
 */
async function holdFormulaEngine(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(/\/assets\/formula-engine-[\w-]+\.js$/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { requested: () => requested, release };
}

async function signedInPage(browser: Browser, user: (typeof USERS)[keyof typeof USERS]) {
  const context = await browser.newContext({ viewport: PHONE, permissions: ['camera'] });
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

test('a filler fills and sends a form with every element type, through the screen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, USERS.filler, /\/folders$/);
  // A form that calculates loads the formula engine before it shows: until the engine is there
  // the form is loading, so a calculation is never seen without its value.
  const engine = await holdFormulaEngine(page);
  await openForm(page, everything.form_name);
  await expect.poll(engine.requested).toBe(true);
  await expect(page.getByLabel(t('fillScreen.loading'))).toBeVisible();
  await expect(page.getByLabel('Naam')).toHaveCount(0);
  engine.release();

  // Layout elements: the header, sanitised static text, the image and the file link.
  await expect(page.getByRole('heading', { name: 'Controle ter plaatse' })).toBeVisible();
  await expect(page.getByText('dit', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Handleiding/ })).toBeVisible();

  // Dates default to now; the calculation waits for both its fields.
  await expect(page.getByLabel('Datum')).not.toHaveValue('');
  await expect(page.getByText(t('calculation.incomplete'))).toBeVisible();

  // Sending with the required name empty: the form toast and the field's message. A number that
  // reads two ways (1.250: 1250 or 1,250) is asked about with both readings (issue 30, 4).
  await page.getByLabel('Aantal', { exact: true }).fill('1.250');
  await page.getByRole('button', { name: /Versturen/ }).click();
  await expect(page.getByText(/Controleer het formulier/)).toBeVisible();
  await expect(
    page.getByText(t('validation.numberAmbiguous', { decimal: '1,250', thousands: '1250' })),
  ).toBeVisible();

  await page.getByLabel('Naam').fill('Jan Veldwerker');
  await page.getByLabel('Omschrijving').fill('Bank bij de vijver');
  // The Dutch decimal comma in a number field (issue 30, 4); the calculation reads it.
  await page.getByLabel('Aantal', { exact: true }).fill('12,50');
  await expect(page.getByText(/Bedoelt u/)).toBeHidden();
  await page.getByLabel('Prijs').fill('2,5');
  await expect(page.getByText('31,25', { exact: true })).toBeVisible();
  await page.getByLabel('E-mail').fill('jan@example.nl');
  await page.getByLabel('Tijd').fill('09:30');
  await page.getByLabel('Akkoord').check();
  await page.getByLabel('rood').check();
  await page.getByLabel('blauw').check();

  // The rule: 'Genomen maatregel' shows only when dangerous; clicking the chosen radio clears it.
  await expect(page.getByLabel('Genomen maatregel')).toBeHidden();
  await page.getByLabel('ja', { exact: true }).check();
  await expect(page.getByLabel('Genomen maatregel')).toBeVisible();
  await page.getByLabel('ja', { exact: true }).click();
  await expect(page.getByLabel('ja', { exact: true })).not.toBeChecked();
  await page.getByLabel('nee', { exact: true }).check();
  await expect(page.getByLabel('Genomen maatregel')).toBeHidden();
  await page.getByLabel('Soort').selectOption('lamp');

  // Files: a PDF and a photo go up to the server while the person goes on.
  await page.getByLabel('Document').setInputFiles({
    name: 'rapport.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await page.getByLabel('Foto').setInputFiles(PNG);
  await expect(page.getByText('rapport.pdf', { exact: false }).first()).toBeVisible();

  // Signature: drawn with the finger (mouse) on the pad.
  await drawSignature(page, 'Handtekening');

  // Subform: two items in the modal, each opened on its first field (a typed space went to
  // 'Sluiten' and closed it) and saved with Enter; the focus goes back to what opened the modal.
  // Each row reads its summary; the sum and count follow, and so does the computed count.
  const add = page.getByRole('button', { name: tw('fill.element.subformAdd') });
  const items: [string, string][] = [
    ['Schroef', '3'],
    ['Plank', '2'],
  ];
  for (const [artikel, stuks] of items) {
    await add.click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByLabel('Artikel')).toBeFocused();
    await page.keyboard.type(artikel);
    await modal.getByLabel('Stuks').fill(stuks);
    await modal.getByLabel('Stuks').press('Enter');
    await expect(modal).toBeHidden();
    await expect(add).toBeFocused();
  }
  const edit = page.getByRole('button', {
    name: tw('fill.element.subformEdit', { item: 'Regel 2' }),
  });
  await edit.click();
  await page.getByRole('dialog').getByLabel('Artikel').fill('Planken');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: tw('fill.element.subformSave') })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(edit).toBeFocused();
  await expect(page.getByText('Schroef (3 stuks)')).toBeVisible();
  await expect(page.getByText('Planken (2 stuks)')).toBeVisible();
  await expect(
    page.getByText(tw('fill.element.subformSum', { label: 'Stuks', sum: '5', count: 2 })),
  ).toBeVisible();

  // QR: the fake camera films a code; the scanner reads it and stops.
  await page.getByRole('button', { name: tw('fill.element.qrStart') }).click();
  await expect(page.getByRole('textbox', { name: 'QR-code', exact: true })).toHaveValue(QR_TEXT, {
    timeout: 15_000,
  });
  await expect(page.getByLabel(tw('fill.element.qrVideo'))).toBeHidden();

  await expect(page.getByText(t('fill.element.autoIncrement'))).toBeVisible();
  // The linked form opens in the fill modal over this one; cancelling keeps this form as it was.
  await page.getByRole('button', { name: 'Vervolgmelding' }).click();
  const linked = page.getByRole('dialog', { name: 'Melding openbare ruimte invullen' });
  await expect(linked.getByLabel('Adres of locatie')).toBeVisible();
  await linked.getByRole('button', { name: 'Annuleren' }).click();
  await expect(linked).toBeHidden();
  await expect(page.getByLabel('Naam')).toHaveValue('Jan Veldwerker');

  await page.getByRole('button', { name: /Versturen/ }).click();
  await expect(page.getByText('Uw registratie is verstuurd.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Nogmaals invullen' })).toBeVisible();
  await page.getByRole('button', { name: 'Gereed' }).click();

  // What the server stored: dot decimals, recomputed values, files as references, numbered items.
  const stored = await newestRegistration(page);
  const values = stored.values;
  expect(values.naam).toBe('Jan Veldwerker');
  expect(values.aantal).toBe('12.50');
  expect(values.prijs).toBe('2.5');
  expect(Number(values.totaal)).toBe(31.25);
  expect(values.kleuren).toEqual(['rood', 'blauw']);
  expect(values.gevaarlijk).toBe('nee');
  expect(values.maatregel ?? '').toBe('');
  expect(values.code).toBe(QR_TEXT);
  expect(values.regels.map((item: { subform_index: number }) => item.subform_index)).toEqual([
    1, 2,
  ]);
  expect(Number(values.aantal_regels)).toBe(2);
  expect(Number(values.volgnummer)).toBeGreaterThan(0);
  expect(values.document[0].url).toMatch(/\/api\/file\//);
  expect(values.foto[0].url).toMatch(/\/api\/file\//);
  expect(JSON.stringify(values)).not.toContain('base64,');
  expect(values.handtekening).toBeTruthy();

  // Remembered input: the name is offered again on the next filling.
  await page.goto(`/form/${everything.form_id}/1`);
  await expect(page.getByLabel('Naam')).toHaveValue('Jan Veldwerker');

  // Read back in 'Mijn registraties': the stored signature is a picture that loaded (fetched with
  // the key), not a broken image asking /api/file/… without it; the items read their summaries.
  await page.goto('/my-registration-list');
  // The read-only view waits for the formula engine too.
  const viewEngine = await holdFormulaEngine(page);
  await page
    .getByTestId('my-registrations-table')
    .getByRole('button', { name: everything.form_name })
    .first()
    .click();
  const view = page.getByRole('dialog', { name: th('myRegistrations.viewTitle') });
  await expect.poll(viewEngine.requested).toBe(true);
  await expect(view.getByLabel(th('fillScreen.registrationLoading'))).toBeVisible();
  await expect(view.getByText('31,25', { exact: true })).toHaveCount(0);
  viewEngine.release();
  // Numbers the Dutch way: as typed, the price in euros, the calculation's result.
  await expect(view.getByText('12,50', { exact: true })).toBeVisible();
  await expect(view.getByText('€ 2,50', { exact: true })).toBeVisible();
  await expect(view.getByText('31,25', { exact: true })).toBeVisible();
  const signature = view.getByRole('img', { name: tw('fill.element.signatureAlt') });
  await expect(signature).toBeVisible();
  await expect
    .poll(() => signature.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await expect(view.getByText('Planken (2 stuks)')).toBeVisible();

  // Filled in again: the stored signature shows once, in the pad's place, until 'Opnieuw tekenen'
  // (by keyboard) gives the empty pad; what is drawn then is not shown a second time.
  await view.getByRole('button', { name: th('myRegistrations.fillAgain') }).click();
  await expect(page).toHaveURL(/registration_id=/);
  await expectStoredSignatureOnce(page, 'handtekening');
  const redraw = page.getByRole('button', { name: tw('fill.element.signatureRedraw') });
  await redraw.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('img', { name: tw('fill.element.signatureAlt') })).toHaveCount(0);
  await drawSignature(page, 'Handtekening');
  await expect(page.getByRole('button', { name: tw('fill.element.signatureClear') })).toBeVisible();
  await expect(page.getByRole('img', { name: tw('fill.element.signatureAlt') })).toHaveCount(0);
});

test('my registrations shows a sent report read-only and fills it in again', async ({ page }) => {
  const address = `Teststraat ${Date.now()}`;
  await signIn(page, USERS.filler, /\/folders$/);
  await openForm(page, 'Melding openbare ruimte');
  await page.getByLabel('Soort melding').selectOption('stoeptegel');
  await page.getByLabel('Adres of locatie').fill(address);
  await page.getByLabel('Geschatte kosten per stuk').fill('1,25');
  await page.getByRole('button', { name: /Versturen/ }).click();
  await expect(page.getByText('Uw registratie is verstuurd.')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Gereed' }).click();

  await page.getByRole('button', { name: 'Menu openen' }).click();
  await mainMenu(page)
    .getByRole('link', { name: t('ui.page.myRegistrations') })
    .click();
  await expect(page).toHaveURL(/\/my-registration-list$/);
  // Newest first: this registration is the top row.
  await page
    .getByTestId('my-registrations-table')
    .getByRole('button', { name: 'Melding openbare ruimte' })
    .first()
    .click();
  const view = page.getByRole('dialog', { name: th('myRegistrations.viewTitle') });
  await expect(view.getByText(address)).toBeVisible();
  await expect(view.getByText('1,25')).toBeVisible();
  await expect(view.getByRole('textbox')).toHaveCount(0);

  await view.getByRole('button', { name: 'Opnieuw invullen' }).click();
  await expect(page).toHaveURL(/\/form\/[^/]+\/0\?registration_id=/);
  await expect(page.getByLabel('Adres of locatie')).toHaveValue(address);
  await expect(page.getByLabel('Geschatte kosten per stuk')).toHaveValue('1,25');
});

test('leaving a started form asks first, and staying keeps what was typed', async ({ page }) => {
  await signIn(page, USERS.filler, /\/folders$/);
  await openForm(page, 'Melding openbare ruimte');
  await page.getByLabel('Adres of locatie').fill('Kerkplein 2');
  await page.getByRole('link', { name: 'Terug' }).click();
  const question = page.getByRole('dialog');
  await expect(
    question.getByText(
      'Wilt u deze pagina verlaten? Indien u wijzigingen heeft aangebracht gaan deze verloren.',
    ),
  ).toBeVisible();
  await question.getByRole('button', { name: tw('fillScreen.stay') }).click();
  await expect(page.getByLabel('Adres of locatie')).toHaveValue('Kerkplein 2');
});

test('a workflow goes through two phases filled by two users', async ({ browser }) => {
  const location = `Speeltuin ${Date.now()}`;
  // Phase 1: the form manager plans the inspection and hands it to the filler.
  const manager = await signedInPage(browser, USERS.formManager);
  await manager.goto(`/form/${workflow.form_id}/1`);
  await manager.getByLabel('Locatie').fill(location);
  await expect(manager.getByLabel('Bevinding')).toBeHidden();
  await expect(manager.getByText(t('fill.element.stateTransition', { phase: 2 }))).toBeVisible();
  await manager.getByRole('button', { name: /Versturen/ }).click();
  await expect(manager.getByText('Uw registratie is verstuurd.')).toBeVisible({ timeout: 20_000 });
  await expect(manager.getByRole('button', { name: 'Nogmaals invullen' })).toHaveCount(0);
  await manager.context().close();

  // Phase 2: the filler finds it assigned, continues it and sends the finding.
  const filler = await signedInPage(browser, USERS.filler);
  await filler.goto('/assigned-registration-list');
  await filler
    .getByRole('button', { name: workflow.form_name })
    .or(filler.getByRole('link', { name: workflow.form_name }))
    .first()
    .click();
  await expect(filler).toHaveURL(/\/form-workflow\//);
  const registrationId = filler.url().split('/').at(-1) ?? '';
  await expect(filler.getByLabel('Locatie')).toHaveValue(location);
  await filler.getByLabel('Bevinding').fill('Schommel ketting versleten');
  await filler.getByRole('button', { name: /Versturen/ }).click();
  await expect(filler.getByText('Uw registratie is verstuurd.')).toBeVisible({ timeout: 20_000 });
  await expect(filler.getByRole('button', { name: 'Nogmaals invullen' })).toHaveCount(0);
  await filler.getByRole('button', { name: 'Gereed' }).click();
  await expect(filler).toHaveURL(/\/assigned-registration-list$/);
  await expect(filler.getByText(workflow.form_name)).toHaveCount(0);
  await filler.context().close();

  // Phase 2 has no transition, so that send was final.
  const done = await admin.api.get(`/api/form/${workflow.form_id}/registrations/${registrationId}`);
  expect(done.status()).toBe(200);
  const registration = await done.json();
  expect(registration.registration_status).toBe('completed');
  expect(registration.values.locatie).toBe(location);
  expect(registration.values.bevinding).toBe('Schommel ketting versleten');
});

test('a guest sends the guest form without signing in', async ({ browser }) => {
  const form = await admin.form(await admin.formId('Voorbeelden', 'Vraag aan de gemeente'));
  const guestId = form.settings.guestID;
  const context = await browser.newContext({ viewport: PHONE, baseURL: E2E.baseURL });
  const page = await context.newPage();
  // A plain form goes without the formula engine (the fill path's budget).
  const engineLoads: string[] = [];
  page.on('request', (request) => {
    if (/\/formula-engine-/.test(request.url())) engineLoads.push(request.url());
  });
  await page.goto(`/guest/form/${guestId}`);
  await page.getByLabel('Naam').fill('Bezoeker');
  await page.getByLabel('E-mailadres').fill('bezoeker@example.nl');
  await page.getByLabel('Uw vraag').fill(`Wanneer wordt het gras gemaaid? (${Date.now()})`);
  await page.getByRole('button', { name: /Versturen/ }).click();
  await expect(page.getByText('Uw registratie is verstuurd.')).toBeVisible({ timeout: 20_000 });
  expect(engineLoads).toEqual([]);
  await context.close();
});
