import { buffer } from 'node:stream/consumers';
import { isInputElement } from '@eform/core/elements';
import { ts } from '@eform/core/messages/server-only';
import { elementsByPhase, type TRule, visitedPhases, ZRule } from '@eform/core/rules';
import { isEmail } from '@eform/core/validation';
import { z } from 'zod';
import type { TRawMail } from '../../../mail/mailer';
import { buildMailInSandbox, isSandboxClosed } from '../../../sandbox/documents';
import { SandboxError } from '../../../sandbox/pool';
import type { TMailMessageInput, TMailPart } from '../../deliveries';
import { readStoredRevision } from '../../form-revisions';
import type { THookFile, THookOutcome, THookSendContext, THookSender } from '../hook-sender';
import { findRevisionContent } from './merged-mail.repository';
import { mergedMailTemplate, phaseHeadings, type TMergedGroup } from './merged-mail-content';
import { tokenRegistration } from './token-registration';

const ZRules = z.array(ZRule);

/** The rules of the revision the registration was filled on; none when they no longer parse. */
async function revisionRules(context: THookSendContext): Promise<TRule[]> {
  const { registration: r } = context;
  const content = await findRevisionContent(context.db, r.clientId, r.form.id, r.form.revision);
  const parsed = ZRules.safeParse(readStoredRevision(content)?.rules ?? []);
  return parsed.success ? parsed.data : [];
}

/**
 * What the mail lists: for a workflow form each phase the registration went through with the
 * elements the rules show in it ('Fase 1', 'Fase 2', …); for a default form every element.
 */
async function mergedGroups(context: THookSendContext): Promise<TMergedGroup[]> {
  const { schema, values, phase, form } = context.registration;
  if (form.type !== 'workflow') {
    return [{ heading: null, elements: schema.filter(isInputElement) }];
  }
  const phases = visitedPhases(schema, values, phase);
  return phaseHeadings(elementsByPhase(schema, await revisionRules(context), values, phases));
}

/** The stored file a value names: its `file_id`, or the id in its `/api/file/{id}` url. */
function fileIdOf(reference: unknown): string | undefined {
  if (typeof reference === 'string') return /\/api\/file\/([0-9a-f-]{36})/i.exec(reference)?.[1];
  if (typeof reference !== 'object' || reference === null) return undefined;
  const { file_id: id, url } = reference as { file_id?: unknown; url?: unknown };
  return typeof id === 'string' ? id : fileIdOf(url);
}

/** Reads what the builder asks: a picture of the PDF, from the registration's own files only. */
function ownPictures(context: THookSendContext) {
  const files: readonly THookFile[] = context.registration.files;
  return async (ask: unknown): Promise<Buffer | undefined> => {
    if (typeof ask !== 'object' || ask === null || !('picture' in ask)) return undefined;
    const id = fileIdOf(ask.picture)?.toLowerCase();
    const file = id ? files.find((f) => f.fileUuid.toLowerCase() === id) : undefined;
    return file ? buffer(await context.storage.get(file.sha256)) : undefined;
  };
}

/** The merged mail's message, built in the document sandbox: the PDF, the content, MIME. */
async function buildMergedMail(
  context: THookSendContext,
  address: string,
  notes: string[],
): Promise<TRawMail> {
  const { registration: r } = context;
  const facts = { serial: r.serialNumber, form: r.form.name, name: r.name };
  const pdf: TMailPart = {
    filename: `${ts('server.hook.mergedMail.pdfName', facts)}.pdf`,
    contentType: 'application/pdf',
    pdf: {
      formName: r.form.name,
      serialNumber: r.serialNumber,
      registrationName: r.name,
      registeredAt: r.registeredAt,
      phase: r.phase,
      username: r.username,
      schema: r.schema,
      values: r.values,
      hideEmptyValues: true,
    },
  };
  const input: TMailMessageInput = {
    mail: {
      fromName: r.form.name,
      to: [address],
      cc: [],
      bcc: [],
      subject: ts('server.hook.mergedMail.subject', facts),
    },
    from: context.mailer.from,
    setting: {
      email_content_mode: 'manual',
      email_content: mergedMailTemplate(
        ts('server.hook.mergedMail.intro', facts),
        await mergedGroups(context),
        r.values,
      ),
      email_hide_empty_values: true,
    },
    ctx: { schema: r.schema, values: r.values, registration: tokenRegistration(r) },
    attachments: [pdf],
  };
  const readFile = ownPictures(context);
  let built: Awaited<ReturnType<typeof buildMailInSandbox>>;
  try {
    built = await buildMailInSandbox(input, readFile);
  } catch (error) {
    // The PDF ended its task (time, memory, a crash): the mail goes without it, as the
    // registration's e-mails do; a server that stops tries again later.
    if (!(error instanceof SandboxError) || isSandboxClosed(error)) throw error;
    notes.push(ts('server.delivery.pdfFailed', { reason: error.message }));
    built = await buildMailInSandbox({ ...input, attachments: [] }, readFile);
  }
  if (built.pdfError) notes.push(ts('server.delivery.pdfFailed', { reason: built.pdfError }));
  return built.mail;
}

/**
 * The 'schouten-merge-registrations' sender (issue 31 §4): one e-mail to the hook's
 * `merged_registration_email` that merges the registration into one document: its values (for a
 * workflow form grouped per phase it went through, 'Fase N', each element under the first phase
 * whose rules show it) with the registration PDF attached. Built by the e-mails' own builder in the
 * document sandbox and sent by the mailer.
 *
 * When it sends: the pipeline calls every hook each round (the send, each later phase, a resend).
 * A default form's registration is mailed each round. A workflow registration is mailed only on
 * its final submit: the one after which it is 'completed' (a submit whose transition moves it on
 * leaves it a 'draft' in its next phase); before that the answer is ok with 'Nog niet de laatste
 * fase' and nothing is sent, so the hook's status is success for the earlier rounds.
 *
 * An address that is none is not retried; an SMTP failure, or a message the sandbox could not
 * build, is. A PDF that could not be made leaves the mail without it, and the answer says so.
 */
export const sendMergedMail: THookSender = async (context) => {
  const started = performance.now();
  const outcome = (
    answer: { ok: true } | { ok: false; retryable: boolean; error: string },
    excerpt = '',
  ): THookOutcome => ({
    ...answer,
    statusCode: null,
    durationMs: Math.round(performance.now() - started),
    responseExcerpt: excerpt,
  });
  const { registration } = context;
  if (registration.form.type === 'workflow' && registration.status !== 'completed') {
    return outcome({ ok: true }, ts('server.hook.mergedMail.notLastPhase'));
  }
  const address = context.hook.merged_registration_email?.trim() ?? '';
  if (!isEmail(address)) {
    const error = ts('server.hook.mergedMail.invalidAddress', { address: address.slice(0, 200) });
    return outcome({ ok: false, retryable: false, error });
  }
  const notes: string[] = [];
  let message: TRawMail;
  try {
    message = await buildMergedMail(context, address, notes);
  } catch (error) {
    context.log.warn({ err: error }, 'merged mail not built');
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 300);
    const built = ts('server.delivery.buildFailed', { reason });
    return outcome({ ok: false, retryable: true, error: built });
  }
  try {
    await context.mailer.sendRaw(message);
  } catch (error) {
    context.log.warn({ err: error }, 'merged mail not sent');
    const text = (error instanceof Error ? error.message : String(error)).slice(0, 300);
    const smtp = ts('server.delivery.smtpFailed', { error: text });
    return outcome({ ok: false, retryable: true, error: smtp });
  }
  return outcome(
    { ok: true },
    [ts('server.hook.mergedMail.sent', { address }), ...notes].join(' '),
  );
};
