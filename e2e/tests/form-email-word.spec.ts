import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { E2E } from '../playwright.config';
import { AdminApi, el, sendRegistrationAs } from './support/fill-fixtures';
import { signIn, USERS } from './support/session';

// The Word attachment of an e-mail (issue 20, doc 2 §7): a manager uploads a .docx template on
// the E-mails tab, waits for its processing, saves; a filler sends a registration and the mail
// (DATA_DIR/mail without SMTP_URL) carries the template filled with the registration's tokens.

const outbox = join(E2E.dataDir, 'mail');

async function mailsWith(marker: string): Promise<string[]> {
  const files = await readdir(outbox).catch(() => [] as string[]);
  const texts = await Promise.all(files.map((file) => readFile(join(outbox, file), 'utf8')));
  return texts.filter((text) => text.includes(marker));
}

/** A .docx whose body is these paragraphs (Word splits a token over runs: so do we). */
async function templateDocx(paragraphs: string[][]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const body = paragraphs
    .map(
      (runs) =>
        `<w:p>${runs.map((r) => `<w:r><w:t xml:space="preserve">${r}</w:t></w:r>`).join('')}</w:p>`,
    )
    .join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** The base64 body of the attachment named `name` in a raw mail. */
function attachment(mail: string, name: string): Buffer {
  const at = mail.indexOf(`name=${name}`);
  expect(at).toBeGreaterThan(-1);
  const start = mail.indexOf('\r\n\r\n', at) + 4;
  const end = mail.indexOf('\r\n--', start);
  return Buffer.from(mail.slice(start, end).replace(/\s+/g, ''), 'base64');
}

test('an e-mail with a Word template sends the template filled in', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const formName = `E2E Word ${stamp}`;
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
  const to = page.getByRole('group', { name: 'Aan' });
  await to.getByRole('button', { name: 'Ontvanger toevoegen (Aan)' }).click();
  await to.getByRole('textbox', { name: 'Aan ontvanger 1' }).fill('word@example.nl');
  await page.getByRole('textbox', { name: 'Naam afzender' }).fill('Gemeente Test');
  await page.getByRole('textbox', { name: 'Onderwerp' }).fill(`Word ${stamp}`);
  await page.getByRole('switch', { name: 'Registratie als PDF meesturen' }).uncheck();
  await page
    .getByRole('switch', { name: 'Word-bijlage meesturen (ingevuld Word-sjabloon)' })
    .check();

  // Another type is refused at once; the .docx is uploaded and processed.
  const template = page.getByTestId('word-template');
  await template.locator('input[type="file"]').setInputFiles({
    name: 'brief.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('geen Word'),
  });
  await expect(
    page.getByText('Er kunnen alleen Word (.docx) bestanden worden geupload'),
  ).toBeVisible();
  await template.locator('input[type="file"]').setInputFiles({
    name: 'brief.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await templateDocx([
      ['Melding ', '$registration_serial_', 'number$'],
      ['Omschrijving: $omschrij', 'ving$'],
    ]),
  });
  await expect(page.getByText('Het Word-sjabloon is verwerkt.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: /^Bestandsnaam van de Word-bijlage/ }).fill('brief');
  await page.getByRole('radio', { name: 'Word (.docx)' }).check();
  await page.getByRole('button', { name: 'E-mail instellingen opslaan' }).first().click();
  await expect(page.getByText('Email instellingen opgeslagen')).toBeVisible();

  await sendRegistrationAs(USERS.filler, formName, { omschrijving: 'Omgewaaide boom' });

  await expect.poll(() => mailsWith(`Word ${stamp}`), { timeout: 60_000 }).toHaveLength(1);
  const [mail = ''] = await mailsWith(`Word ${stamp}`);
  const docx = await JSZip.loadAsync(attachment(mail, 'brief.docx'));
  const xml = (await docx.file('word/document.xml')?.async('string')) ?? '';
  const text = [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<\/w:p>/g)]
    .map((match) => match[1] ?? '\n')
    .join('');
  expect(text).toContain('Omschrijving: Omgewaaide boom');
  expect(text).toMatch(/Melding \d+/);
  expect(text).not.toContain('$');
});
