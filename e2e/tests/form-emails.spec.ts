import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E } from '../playwright.config';
import { AdminApi, el, sendRegistrationAs } from './support/fill-fixtures';
import { signIn, USERS } from './support/session';

// E-mails after a registration (issue 20): a manager sets up an e-mail on the E-mails tab, a
// filler sends a registration, and the mail arrives with its tokens replaced and the PDF of the
// registration attached. Without SMTP_URL the server writes each mail to DATA_DIR/mail as .eml
// (the SMTP transport itself is tested on the server with a real SMTP server).

const outbox = join(E2E.dataDir, 'mail');

/** The .eml files in the outbox whose text contains `marker`. */
async function mailsWith(marker: string): Promise<string[]> {
  const files = await readdir(outbox).catch(() => [] as string[]);
  const texts = await Promise.all(files.map((file) => readFile(join(outbox, file), 'utf8')));
  return texts.filter((text) => text.includes(marker));
}

test('an e-mail set up on the E-mails tab goes out after a send, tokens replaced, PDF attached', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const formName = `E2E e-mails ${stamp}`;
  const admin = await AdminApi.open();
  let formId = '';
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

  await signIn(page, USERS.formManager, /\/dashboard$/);
  await page.goto(`/admin/form/${formId}/emails`);
  await page.getByRole('button', { name: 'E-mail toevoegen' }).first().click();

  // A bad recipient is refused at its field with the spec's rule; nothing is sent.
  const to = page.getByRole('group', { name: 'Aan' });
  await to.getByRole('button', { name: 'Ontvanger toevoegen (Aan)' }).click();
  const recipient = to.getByRole('textbox', { name: 'Aan ontvanger 1' });
  await recipient.fill('geen adres');
  await page.getByRole('textbox', { name: 'Naam afzender' }).fill('Gemeente Test');
  await page.getByRole('textbox', { name: 'Onderwerp' }).fill(`Melding ${stamp} $omschrijving$`);
  await page.getByRole('button', { name: 'E-mail instellingen opslaan' }).first().click();
  await expect(
    page.getByText('Vul een geldig e-mailadres of één token ($token$) in.'),
  ).toBeVisible();

  await recipient.fill('meldingen@example.nl');
  await page.getByRole('button', { name: 'E-mail instellingen opslaan' }).first().click();
  await expect(page.getByText('Email instellingen opgeslagen')).toBeVisible();

  await sendRegistrationAs(USERS.filler, formName, { omschrijving: 'Kapotte lantaarnpaal' });

  // The worker sends it: subject with the token replaced, to the address, the PDF attached.
  await expect.poll(() => mailsWith(`Melding ${stamp}`), { timeout: 60_000 }).toHaveLength(1);
  const [mail] = await mailsWith(`Melding ${stamp}`);
  expect(mail).toContain(`Subject: Melding ${stamp} Kapotte lantaarnpaal`);
  expect(mail).toMatch(/^To: meldingen@example\.nl/m);
  expect(mail).toMatch(/Gemeente Test/);
  expect(mail).toMatch(/Content-Type: application\/pdf;[\s\S]*name=Registratie\.pdf/);
  expect(mail).toContain('JVBERi0'); // base64 of '%PDF-'
});
