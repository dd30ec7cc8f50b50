import { randomUUID } from 'node:crypto';
import { newEmailSetting } from '@eform/core/email';
import { Parser } from 'htmlparser2';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/mail/mailer';
import {
  runRegistrationSent,
  type TDeliveryDeps,
} from '../../src/modules/deliveries/deliveries.service';
import { queueDeliveryRetry } from '../../src/modules/deliveries/delivery-jobs';
import {
  mimeParts,
  readMail,
  startSmtpSink,
} from '../../src/modules/deliveries/smtp-sink.test-support';
import { renderRegistrationPdf } from '../../src/modules/documents';
import {
  docxParts,
  docxText,
  makeDocx,
  para,
} from '../../src/modules/email-word/word-docx.test-support';
import { fillTemplate, prepareTemplate } from '../../src/modules/email-word/word-template';
import { createRegistration } from '../../src/modules/registrations/registrations.test-support';
import { createClient, createFolder, createForm, createUser } from '../factories';
import { getTestServer } from '../support';

/**
 * Abuse suite, links in notification mails (issue 29, finding 5): an e-mail setting's content
 * `<a href="$website$">` passed the sanitiser, then the filler's `javascript:alert(1)` was filled
 * in. The content is sanitised again after the tokens are replaced, so whatever a filler types,
 * the mail that reaches the SMTP server links only to http(s), mailto and tel. Also finding 7:
 * the mail has a plain-text part beside its HTML.
 */
const { app, db } = await getTestServer();
const sink = await startSmtpSink();
afterAll(() => sink.close());
const mailer = createMailer({ from: 'eform@example.nl', smtpUrl: sink.url, outboxDir: '/x' });
afterAll(() => mailer.close());
const deps: TDeliveryDeps = {
  db,
  mailer,
  storage: app.storage,
  log: pino({ level: 'silent' }),
  retryDelays: [1],
  queueRetry: queueDeliveryRetry,
  renderPdf: renderRegistrationPdf,
};

const schema = () => [
  { uuid: randomUUID(), elementType: 'text', name: 'naam', label: 'Naam' },
  { uuid: randomUUID(), elementType: 'text', name: 'website', label: 'Website' },
  { uuid: randomUUID(), elementType: 'textarea', name: 'opmerking', label: 'Opmerking' },
];

/** Sends the registration's mails for a setting with `extra`; answers the one mail received. */
async function mailFor(values: Record<string, unknown>, extra: Record<string, unknown>) {
  const to = `ontvanger-${randomUUID().slice(0, 8)}@example.nl`;
  const client = await createClient(db);
  const admin = await createUser(db, { roles: ['admin'] });
  const form = await createForm(db, client, await createFolder(db, client), {
    schema: schema(),
    emailSettings: [
      {
        ...newEmailSetting(),
        to_addresses: [{ to_address: to }],
        email_subject: 'Melding',
        email_add_attachment_registration_pdf: false,
        ...extra,
      },
    ],
    updatedBy: admin.id,
  });
  const registration = await createRegistration(db, form, { values });
  await runRegistrationSent(deps, {
    round: randomUUID(),
    clientId: client.id,
    registrationId: registration.id,
  });
  const raw = sink.received.find((mail) => mail.rcptTo.includes(to));
  if (!raw) throw new Error('no mail received');
  return raw;
}

/** Every href and src of the HTML as a mail client reads them (entities decoded once). */
function linksOf(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser(
    {
      onopentag(_name, attributes) {
        for (const key of ['href', 'src'])
          if (attributes[key] !== undefined) found.push(attributes[key]);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

/** The scheme a browser would see: control characters and white space inside it ignored. */
function schemeOf(url: string): string | undefined {
  const compact = Array.from(url)
    .filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .toLowerCase();
  return /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
}

const HOSTILE_HREFS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '  javascript:alert(1)',
  '\u0001\u0008javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  'javascript&colon;alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ' DATA:text/html,<script>alert(1)</script>',
];
const SAFE = new Set(['http', 'https', 'mailto', 'tel', undefined]);

describe('a link made from a filler value', () => {
  it.each(HOSTILE_HREFS)('never reaches the mail as a live link: %j', async (href) => {
    const raw = await mailFor(
      { naam: 'Jan', website: href },
      { email_content: '<p><a href="$website$">Website van $naam$</a></p>' },
    );
    const { html } = readMail(raw);
    expect(html).toContain('Website van Jan');
    const links = linksOf(html);
    for (const link of links) expect(SAFE.has(schemeOf(link))).toBe(true);
    expect(html).not.toMatch(/(java|vb)script:|data:text/i);
  });

  it('keeps an https link', async () => {
    const raw = await mailFor(
      { naam: 'Jan', website: 'https://voorbeeld.nl/pad?a=1' },
      { email_content: '<p><a href="$website$">Website van $naam$</a></p>' },
    );
    const { html } = readMail(raw);
    expect(linksOf(html)).toEqual(['https://voorbeeld.nl/pad?a=1']);
  });
});

describe('the plain-text part', () => {
  it('arrives beside the HTML (multipart/alternative) with the values and the link written out', async () => {
    const raw = await mailFor(
      {
        naam: 'Jan <b>de</b> Vries',
        website: 'https://voorbeeld.nl',
        opmerking: 'regel 1\nregel 2',
      },
      {
        email_content:
          '<p>Beste $naam$,</p><p>Zie <a href="$website$">de website</a>.</p><ul><li>$opmerking$</li></ul>',
      },
    );
    const { headers, parts } = mimeParts(raw.raw);
    expect(headers['content-type']).toMatch(/^multipart\/alternative/);
    const text = parts.find((p) => p.headers['content-type']?.startsWith('text/plain'));
    const html = parts.find((p) => p.headers['content-type']?.startsWith('text/html'));
    expect(html).toBeDefined();
    expect(text?.body.toString('utf8').replaceAll('\r\n', '\n').trimEnd()).toBe(
      'Beste Jan <b>de</b> Vries,\n\nZie de website (https://voorbeeld.nl).\n\n• regel 1\nregel 2',
    );
  });

  it('writes the auto content as one "label: value" line per field', async () => {
    const raw = await mailFor(
      { naam: 'Jan', website: 'https://voorbeeld.nl', opmerking: 'Lekkage' },
      { email_content_mode: 'auto' },
    );
    const text = mimeParts(raw.raw).parts.find((p) =>
      p.headers['content-type']?.startsWith('text/plain'),
    );
    expect(text?.body.toString('utf8').replaceAll('\r\n', '\n').trimEnd()).toBe(
      'Naam: Jan\nWebsite: https://voorbeeld.nl\nOpmerking: Lekkage',
    );
  });
});

describe('the attachments made from the same values', () => {
  it('the registration PDF carries no link or script at all', async () => {
    const raw = await mailFor(
      { naam: 'Jan', website: 'javascript:alert(1)' },
      { email_content_mode: 'auto', email_add_attachment_registration_pdf: true },
    );
    const [pdf] = readMail(raw).attachments;
    const bytes = pdf?.content.toString('latin1') ?? '';
    expect(bytes.startsWith('%PDF-')).toBe(true);
    expect(bytes).not.toMatch(/\/(Annots|URI|JavaScript|JS|Launch)\b/);
  });

  it('a Word template fills tokens as text only: never a hyperlink target or field', async () => {
    const hyperlink = (id: string) =>
      `<w:hyperlink r:id="${id}"><w:r><w:t>$website$</w:t></w:r></w:hyperlink>`;
    const body = [
      `<w:p>${hyperlink('rIdLink')}</w:p>`,
      '<w:p><w:fldSimple w:instr=" HYPERLINK &quot;$website$&quot; "><w:r><w:t>klik</w:t></w:r></w:fldSimple></w:p>',
      '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> HYPERLINK "$website$" </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>klik</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
      para('Website: ', '$website$'),
    ].join('');
    const relationships =
      '<Relationship Id="rIdLink" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="$website$" TargetMode="External"/>';
    const prepared = await prepareTemplate(await makeDocx(body, { relationships }));
    const docx = await fillTemplate(prepared, {
      schema: schema() as never,
      values: { website: 'javascript:alert(1)' },
    });
    expect(await docxText(docx)).toContain('Website: javascript:alert(1)');
    for (const [path, xml] of await docxParts(docx)) {
      // The value may be shown as text; anywhere else it would be a link Word or LibreOffice follows.
      const outsideText = xml.replace(/<w:t(?:\s[^>]*)?>[^<]*<\/w:t>/g, '');
      expect(outsideText, path).not.toMatch(/javascript/i);
    }
  });
});
