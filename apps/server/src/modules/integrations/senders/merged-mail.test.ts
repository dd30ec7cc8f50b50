import { randomUUID } from 'node:crypto';
import { ts } from '@eform/core/messages/server-only';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createForm } from '../../../../test/factories';
import { getTestDatabase } from '../../../../test/support';
import { createMailer } from '../../../mail/mailer';
import { closeDocumentSandbox } from '../../../sandbox/documents';
import { warmDocumentSandbox } from '../../../sandbox/documents.test-support';
import { readMail, startSmtpSink } from '../../deliveries/smtp-sink.test-support';
import { extractPdfText } from '../../documents/pdf-text.test-support';
import { hookContext, hookRegistration, testStorage } from './hook-context.test-support';
import { sendMergedMail } from './merged-mail';

const { database } = await getTestDatabase();
const db = database.db;
const storage = await testStorage();
const sink = await startSmtpSink();
afterAll(() => sink.close());
const mailer = createMailer({ from: 'eform@example.nl', smtpUrl: sink.url, outboxDir: '/x' });
afterAll(() => mailer.close());
// The mail is built in the document sandbox: its child starts first.
beforeAll(warmDocumentSandbox);
afterAll(() => closeDocumentSandbox());
const client = await createClient(db);

const inPhase = (dataName: string, phase: number) => ({
  ruleName: `${dataName} in fase ${phase}`,
  ruleForm: '_none',
  condition_group: {
    method: 'AND',
    conditions: [
      { conditionType: 'dataValue', dataName: 'registration_phase', operator: '=', value: phase },
    ],
  },
  actions: [{ method: 'show', dataName }],
});

/** An inspection: phase 1 plans it and forwards it, phase 2 records the findings. */
const inspection = await createForm(db, client, null, {
  name: 'Inspectie speeltoestel',
  type: 'workflow',
  schema: [
    { elementType: 'header', name: 'kop', label: 'Inspectie' },
    { elementType: 'text', name: 'locatie', label: 'Locatie speeltuin' },
    { elementType: 'date', name: 'gepland_op', label: 'Gepland op' },
    {
      elementType: 'stateTransition',
      name: 'doorsturen',
      label: 'Doorsturen naar de inspecteur',
      next_phase: 2,
    },
    {
      elementType: 'radio',
      name: 'toestand',
      label: 'Toestand',
      options: [{ label: 'Onveilig, afzetten', value: 'onveilig' }],
    },
    { elementType: 'textarea', name: 'bevindingen', label: 'Bevindingen ($locatie$)' },
  ],
  rules: [inPhase('doorsturen', 1), inPhase('toestand', 2), inPhase('bevindingen', 2)],
});

const address = () => `schouten-${randomUUID().slice(0, 8)}@example.nl`;
const hook = (to: string) => ({
  hook_name: 'Schouten',
  hook_type: 'schouten-merge-registrations' as const,
  merged_registration_email: to,
});

/** The inspection's registration after the submit of `phase` ('completed' after phase 2's). */
const inspected = (status: 'completed' | 'draft', phase: string) =>
  hookRegistration({
    clientId: client.id,
    schema: inspection.schema,
    form: {
      id: inspection.id,
      name: inspection.name,
      type: 'workflow',
      revision: inspection.revision,
    },
    status,
    phase,
    name: 'Speeltuin Noord',
    values: {
      locatie: 'Speeltuin Noord',
      gepland_op: '2026-03-10',
      doorsturen: {
        next_phase: 2,
        triggered: true,
        triggered_date: '2026-03-05T10:00:00.000Z',
      },
      toestand: 'onveilig',
      bevindingen: 'Schommel los <b>$locatie$</b>',
    },
  });

const deps = { db, storage, mailer };

async function waitFor<T>(find: () => T | undefined, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
/** The mail's HTML as its reader sees the words: tags as spaces (an empty one as nothing). */
const readable = (html: string) =>
  html
    .replace(/<(\w+)><\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const mailsTo = (to: string) => sink.received.filter((m) => m.rcptTo.includes(to));

describe('sendMergedMail', () => {
  it("mails a workflow registration's every phase with the PDF on its final submit", async () => {
    const to = address();
    const outcome = await sendMergedMail(hookContext(deps, hook(to), inspected('completed', '2')));
    expect(outcome).toMatchObject({
      ok: true,
      statusCode: null,
      responseExcerpt: ts('server.hook.mergedMail.sent', { address: to }),
    });

    const mail = readMail(await waitFor(() => mailsTo(to)[0]));
    expect(mail.subject).toBe('Samengevoegde registratie 12 – Inspectie speeltoestel');
    expect(mail.from).toContain('Inspectie speeltoestel');
    const text = readable(mail.html);
    expect(text).toContain(
      'Fase 1 Locatie speeltuin : Speeltuin Noord Gepland op : 10 mrt. 2026 Doorsturen naar de inspecteur : Fase 2',
    );
    expect(text).toContain(
      'Fase 2 Toestand : Onveilig, afzetten Bevindingen ($locatie$) : Schommel los &lt;b&gt;$locatie$&lt;/b&gt;',
    );
    expect(text.indexOf('Fase 1')).toBeLessThan(text.indexOf('Fase 2'));

    expect(mail.attachments.map((a) => a.filename)).toEqual(['Registratie 12.pdf']);
    const pdf = (await extractPdfText(mail.attachments[0]?.content ?? Buffer.alloc(0))).join(' ');
    expect(pdf).toContain('Speeltuin Noord');
    expect(pdf).toContain('Onveilig, afzetten');
  });

  it('sends nothing before the last phase, and says so', async () => {
    const to = address();
    const outcome = await sendMergedMail(hookContext(deps, hook(to), inspected('draft', '2')));
    expect(outcome).toMatchObject({
      ok: true,
      statusCode: null,
      responseExcerpt: 'Nog niet de laatste fase',
    });
    expect(mailsTo(to)).toEqual([]);
  });

  it("mails a default form's registration with its values, without phases", async () => {
    const to = address();
    const registration = hookRegistration({
      clientId: client.id,
      schema: [
        { elementType: 'text', name: 'naam', label: 'Naam' },
        { elementType: 'checkbox_single', name: 'akkoord', label: 'Akkoord' },
        { elementType: 'text', name: 'leeg', label: 'Niet ingevuld' },
      ],
      values: { naam: 'Jan', akkoord: false },
    });
    const outcome = await sendMergedMail(hookContext(deps, hook(to), registration));
    expect(outcome.ok).toBe(true);
    const mail = readMail(await waitFor(() => mailsTo(to)[0]));
    const text = readable(mail.html);
    expect(text).toContain('Naam : Jan Akkoord : Nee');
    expect(text).not.toContain('Fase');
    expect(text).not.toContain('Niet ingevuld');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['Registratie 12.pdf']);
  });

  it('retries when the mail server does not take it', async () => {
    const to = address();
    sink.refuse(1);
    const outcome = await sendMergedMail(hookContext(deps, hook(to), inspected('completed', '2')));
    expect(outcome).toMatchObject({ ok: false, retryable: true, statusCode: null });
    expect(outcome.ok ? '' : outcome.error).toMatch(/^De mailserver nam de e-mail niet aan: /);
    expect(mailsTo(to)).toEqual([]);
  });

  it('does not retry an address that is none', async () => {
    const outcome = await sendMergedMail(
      hookContext(deps, hook('geen adres'), inspected('completed', '2')),
    );
    expect(outcome).toMatchObject({
      ok: false,
      retryable: false,
      error: ts('server.hook.mergedMail.invalidAddress', { address: 'geen adres' }),
    });
  });
});
