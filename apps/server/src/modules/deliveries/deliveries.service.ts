import { buffer } from 'node:stream/consumers';
import type { TFormSettings } from '@eform/core/api';
import type { TSchema } from '@eform/core/elements';
import {
  DEFAULT_ATTACHMENT_NAME,
  type TEmailSettingFields,
  ZEmailSettingFields,
} from '@eform/core/email';
import { ts } from '@eform/core/messages/server-only';
import { isPastRetention, type TRetainedRegistration } from '@eform/core/retention';
import type { TReplaceTokensContext } from '@eform/core/tokens';
import type { Logger } from 'pino';
import type { TDb } from '../../db/client';
import { runGuarded } from '../../jobs/job-attempts';
import type { TMailer, TRawMail } from '../../mail/mailer';
import type { TMetrics } from '../../observability/metrics';
import { buildMailInSandbox, isSandboxClosed } from '../../sandbox/documents';
import { SandboxError, SandboxTaskError } from '../../sandbox/pool';
import type { TStorage } from '../../storage/storage';
import type { TRegistrationDocument } from '../documents';
import { revisionSchemaOf } from '../form-revisions';
import {
  claimDelivery,
  findDeliveryById,
  findRegistrationFiles,
  findRegistrationForMail,
  insertRoundDeliveries,
  settleDelivery,
  type TDeliveryRow,
} from './deliveries.repository';
import { attachmentName, composeMail, type TComposedMail } from './mail-composition';
import type { TMailBuilder, TMailMessageInput, TMailPart } from './mail-message';
import type { TWordAttachmentRenderer } from './word-renderer';

/** Payload of a delivery's retry job: the delivery row, within its client. */
export interface TDeliveryRetryJob {
  client_id: number;
  delivery_id: number;
  /**
   * A follow-up of a claim another run held (followHeldClaim): that claim's end (ISO). The
   * attempt is made only while the delivery still holds exactly that claim (its holder died);
   * one the holder settled, or that another run claimed since, is left to them.
   */
  held_until?: string;
  /** The request id of what led to it (the submit, a retry by hand): in every log line. */
  req_id?: string;
}

/** What the after-send worker needs. */
export interface TDeliveryDeps {
  db: TDb;
  mailer: TMailer;
  storage: TStorage;
  log: Logger;
  /**
   * Renders the registration PDF; without it the PDF attachment is left out. PDF_WITH_MESSAGE:
   * the mail's builder renders it with the message, in the same sandbox task (the server's
   * worker: the PDF's bytes never cross to this process and back, only the finished message).
   */
  renderPdf?: ((input: TRegistrationDocument) => Promise<Buffer>) | typeof PDF_WITH_MESSAGE;
  /** Fills a setting's Word template (as docx or PDF); without it no Word attachment is made. */
  renderWord?: TWordAttachmentRenderer;
  /**
   * Builds each mail's message (content and MIME); the document sandbox by default
   * (buildMailInSandbox), so this process only streams the finished bytes to the SMTP server.
   */
  buildMail?: TMailBuilder;
  /**
   * Seconds to wait before each retry of a mail the SMTP server did not take; its length is the
   * number of retries. After the last the delivery is failed (a manager may retry it by hand).
   */
  retryDelays?: readonly number[];
  /** Queues the retry job on `db` (a transaction: it commits with the 'retrying' status). */
  queueRetry(db: TDb, job: TDeliveryRetryJob, startAfter: Date): Promise<void>;
  /** How long a claim holds a delivery (seconds); the after-send queues' expiry by default. */
  claimLeaseSeconds?: number;
  /**
   * Makes a round's hook deliveries before its e-mails (the integrations module's
   * startHookRound); without it a round sends e-mails only.
   */
  startHookRound?: (
    db: TDb,
    round: { round: string; clientId: number; registrationId: number; reqId?: string },
  ) => Promise<unknown>;
  /** Where failed attempts are counted (the process's metrics); uncounted without. */
  metrics?: Pick<TMetrics, 'mailFailures'>;
  /** The request id of the round's job (its submit), carried into the retries it queues. */
  reqId?: string;
}

/** TDeliveryDeps.renderPdf: the PDF is rendered by the mail's builder, with the message. */
export const PDF_WITH_MESSAGE = 'with-message';

/** 1 min, 5 min, 30 min, 2 h, 6 h: a mail server down for an afternoon still gets the mail. */
export const DEFAULT_RETRY_DELAYS = [60, 300, 1800, 7200, 21_600] as const;

type TMailRow = NonNullable<Awaited<ReturnType<typeof findRegistrationForMail>>>;

/** A registration ready to be mailed: its token context and the form's settings. */
interface TMailSource {
  row: TMailRow;
  ctx: TReplaceTokensContext & { schema: TSchema };
}

function mailSource(row: TMailRow): TMailSource {
  const { registration: r, form } = row;
  const schema = revisionSchemaOf(form.id, r.formRevision, row.content, form.schema);
  return {
    row,
    ctx: {
      schema,
      values: r.values,
      registration: {
        registration_serial_number: r.serialNumber,
        registration_date: r.registeredAt,
        registration_phase: r.phase,
        registration_user_id: row.username ? { username: row.username } : null,
        form_name: form.name,
      },
    },
  };
}

/** A registration past its form's retention term (issue 34) is mailed as if it were gone. */
function retained<
  T extends { form: { settings: TFormSettings }; registration: TRetainedRegistration },
>(row: T | undefined): T | undefined {
  return row && !isPastRetention(row.form.settings.retention, row.registration, new Date())
    ? row
    : undefined;
}

async function loadSource(db: TDb, clientId: number, registrationId: number) {
  const row = retained(await findRegistrationForMail(db, clientId, registrationId));
  return row ? mailSource(row) : undefined;
}

/**
 * The 'registration.sent' job (`round` is its id): one delivery row per e-mail setting of the
 * form, made once per round however often the job runs, then each pending one sent. A trashed,
 * removed or draft registration sends nothing.
 */
export async function runRegistrationSent(
  deps: TDeliveryDeps,
  job: { round: string; clientId: number; registrationId: number },
): Promise<void> {
  const source = await loadSource(deps.db, job.clientId, job.registrationId);
  if (!source) return;
  const settings = source.row.form.emailSettings ?? [];
  const rows = await insertRoundDeliveries(
    deps.db,
    settings.map((_, settingIndex) => ({
      clientId: job.clientId,
      registrationId: job.registrationId,
      round: job.round,
      settingIndex,
    })),
  );
  for (const row of rows) {
    if (row.status === 'pending') await attemptDelivery(deps, row, source);
  }
}

/** A delivery's retry job (after an SMTP failure, or a retry by hand). */
export async function runDeliveryRetry(deps: TDeliveryDeps, job: TDeliveryRetryJob) {
  const row = await findDeliveryById(deps.db, job.client_id, job.delivery_id);
  if (!row) return;
  // A follow-up whose holder lived on: it settled the delivery (sent, or 'retrying' with its own
  // next attempt queued) or another run claimed it since. Attempting it now would start a
  // second retry chain beside the holder's, out of the schedule.
  if (job.held_until !== undefined && row.claimedUntil?.toISOString() !== job.held_until) return;
  const source = await loadSource(deps.db, row.clientId, row.registrationId);
  // Trashed since: nothing is sent any more.
  if (!source) return;
  await attemptDelivery(deps, row, source);
}

/**
 * Claims the delivery (nothing when it is sent or failed; a later attempt when another run holds
 * it), composes and sends it. A setting that cannot be sent (an address that is none) fails at
 * once; a mail the SMTP server refused is retried after the next delay, and failed after the last.
 */
async function attemptDelivery(deps: TDeliveryDeps, row: TDeliveryRow, source: TMailSource) {
  const claimed = await claimDelivery(deps.db, row.clientId, row.id, deps.claimLeaseSeconds);
  if (!claimed) return followHeldClaim(deps, row);
  // Rendering runs on what a filler sent and a manager uploaded: a mail whose making ended the
  // process twice fails with the reason; the registration's other e-mails still go.
  await runGuarded(deps.db, deps.log, `delivery:${row.clientId}:${row.id}`, {
    reason: ts('server.job.crashed.delivery'),
    giveUp: (reason) => {
      countMailFailure(deps, 'failed');
      return settleDelivery(deps.db, row.clientId, row.id, { status: 'failed', reason });
    },
    run: () => sendClaimed(deps, claimed, source),
  });
}

/**
 * A delivery another run holds. When that run's process died nobody would send it after its
 * lease: one more attempt is queued for the lease's end. It claims first, so a mail the holder
 * did send is not sent again, and it carries the claim it follows, so it does nothing when the
 * holder settled the delivery itself (runDeliveryRetry).
 */
async function followHeldClaim(deps: TDeliveryDeps, row: TDeliveryRow) {
  const now = await findDeliveryById(deps.db, row.clientId, row.id);
  if (!now?.claimedUntil || (now.status !== 'pending' && now.status !== 'retrying')) return;
  const held_until = now.claimedUntil.toISOString();
  await deps.queueRetry(
    deps.db,
    { client_id: row.clientId, delivery_id: row.id, held_until, ...reqIdOf(deps) },
    now.claimedUntil,
  );
}

/** The request id a queued retry carries on (none when the round had none). */
const reqIdOf = (deps: TDeliveryDeps) => (deps.reqId ? { req_id: deps.reqId } : {});

/** An attempt that sent nothing: tried again later ('retry') or given up ('failed'). */
function countMailFailure(deps: TDeliveryDeps, outcome: 'retry' | 'failed') {
  deps.metrics?.mailFailures.inc({ outcome });
}

/** Composes and sends a claimed delivery and settles it. */
async function sendClaimed(deps: TDeliveryDeps, claimed: TDeliveryRow, source: TMailSource) {
  const { db, log } = deps;
  const done = (status: 'sent' | 'failed', reason: string | null, recipients?: string) => {
    if (status === 'failed') countMailFailure(deps, 'failed');
    return settleDelivery(db, claimed.clientId, claimed.id, { status, reason, recipients });
  };

  const parsed = ZEmailSettingFields.safeParse(
    (source.row.form.emailSettings ?? [])[claimed.settingIndex],
  );
  if (!parsed.success) return done('failed', ts('server.delivery.settingGone'));
  const setting = parsed.data;
  const settings = source.row.form.settings;
  const composed = composeMail(
    setting,
    source.ctx,
    settings.email_developer_mode ? { on: true, recipient: source.row.editorEmail } : { on: false },
  );
  if (!composed.ok) {
    log.warn(
      { deliveryId: claimed.id, registrationId: claimed.registrationId },
      'e-mail not sendable',
    );
    return done('failed', composed.reason, composed.recipients);
  }
  // What went otherwise than asked but did not stop the mail (a Word attachment as docx).
  const notes: string[] = [];
  try {
    const attachments = await attachmentsOf(deps, composed.mail, source, setting, notes);
    const message = await buildMessage(deps, composed.mail, source, setting, attachments, notes);
    await deps.mailer.sendRaw(message);
  } catch (error) {
    const text = (error instanceof Error ? error.message : String(error)).slice(0, 300);
    // A message the sandbox could not build (in time, within its memory, a stored file gone) is
    // tried again later, as one the SMTP server refused; the reason says which of the two.
    const reason = isBuildFailure(error)
      ? ts('server.delivery.buildFailed', { reason: text })
      : ts('server.delivery.smtpFailed', { error: text });
    log.warn({ err: error, deliveryId: claimed.id, attempt: claimed.attempts }, 'e-mail not sent');
    return retryLater(deps, claimed, reason, composed.recipients);
  }
  await done('sent', notes.length > 0 ? notes.join(' ') : null, composed.recipients);
}

/** The sandbox's reason, or the builder's own error; not a server that stops (closed). */
const isBuildFailure = (error: unknown) =>
  error instanceof SandboxTaskError || (error instanceof SandboxError && !isSandboxClosed(error));

/**
 * The delivery's finished message, built by `deps.buildMail` (the document sandbox): the PDF
 * when it renders with the message, the content, the attachments, MIME. The pictures of the PDF
 * and the stored files the mail attaches are read here as the builder asks for them, no others.
 * A PDF that fails, by its renderer's error or by ending its task (time, memory, crash), leaves
 * the mail without it and a note why, as a PDF rendered apart does (pdfLeftOut).
 */
async function buildMessage(
  deps: TDeliveryDeps,
  mail: TComposedMail,
  source: TMailSource,
  setting: TEmailSettingFields,
  attachments: TMailPart[],
  notes: string[],
): Promise<TRawMail> {
  const keys = new Set(attachments.flatMap((part) => ('stored' in part ? [part.stored] : [])));
  const pictures = ownPictureReader(deps, ownFilesOf(deps, source));
  const readFile = async (ask: unknown) => {
    if (typeof ask !== 'object' || ask === null) return undefined;
    if ('picture' in ask) return pictures(ask.picture);
    const { stored } = ask as { stored?: unknown };
    return typeof stored === 'string' && keys.has(stored)
      ? buffer(await deps.storage.get(stored))
      : undefined;
  };
  const { fromName, to, cc, bcc, subject } = mail;
  const input: TMailMessageInput = {
    mail: { fromName, to, cc, bcc, subject },
    from: deps.mailer.from,
    setting: {
      email_content_mode: setting.email_content_mode,
      email_content: setting.email_content,
      email_hide_empty_values: setting.email_hide_empty_values,
    },
    ctx: source.ctx,
    attachments,
  };
  const build = deps.buildMail ?? buildMailInSandbox;
  // The PDF's note comes first, where a PDF rendered apart puts it.
  const pdfNote = (reason: string) => notes.unshift(ts('server.delivery.pdfFailed', { reason }));
  let built: Awaited<ReturnType<TMailBuilder>>;
  try {
    built = await build(input, readFile);
  } catch (error) {
    const withPdf = attachments.some((part) => 'pdf' in part);
    if (!withPdf || !(error instanceof SandboxError) || isSandboxClosed(error)) throw error;
    deps.log.warn({ err: error }, 'registration PDF left out of the e-mail');
    pdfNote(error.message);
    const without = attachments.filter((part) => !('pdf' in part));
    built = await build({ ...input, attachments: without }, readFile);
  }
  if (built.pdfError) {
    deps.log.warn({ reason: built.pdfError }, 'registration PDF left out of the e-mail');
    pdfNote(built.pdfError);
  }
  return built.mail;
}

/** 'retrying' with the reason and the next attempt queued, or 'failed' after the last. */
async function retryLater(
  deps: TDeliveryDeps,
  claimed: TDeliveryRow,
  reason: string,
  recipients: string,
) {
  const delays = deps.retryDelays ?? DEFAULT_RETRY_DELAYS;
  const delay = delays[claimed.attempts - 1];
  countMailFailure(deps, delay === undefined ? 'failed' : 'retry');
  if (delay === undefined) {
    await settleDelivery(deps.db, claimed.clientId, claimed.id, {
      status: 'failed',
      reason,
      recipients,
    });
    return;
  }
  await deps.db.transaction(async (tx) => {
    await settleDelivery(tx, claimed.clientId, claimed.id, {
      status: 'retrying',
      reason,
      recipients,
    });
    const job = { client_id: claimed.clientId, delivery_id: claimed.id, ...reqIdOf(deps) };
    await deps.queueRetry(tx, job, new Date(Date.now() + delay * 1000));
  });
}

/** What the attachments need of the worker: the database, the stored files, the PDF renderer. */
type TAttachmentDeps = Pick<TDeliveryDeps, 'db' | 'storage' | 'renderPdf'> &
  Partial<Pick<TDeliveryDeps, 'renderWord' | 'log'>>;

/** The registration's own files, asked once however many settings attach them. */
function ownFilesOf(deps: TAttachmentDeps, source: TMailSource) {
  const { registration: r } = source.row;
  let own: Promise<TRegistrationFile[]> | undefined;
  return () => {
    own ??= findRegistrationFiles(deps.db, r.clientId, r.id);
    return own;
  };
}

/** The registration PDF as `setting` styles it; undefined without a renderer. */
async function renderSettingPdf(
  deps: TAttachmentDeps,
  source: TMailSource,
  setting: TEmailSettingFields,
  ownFiles: () => Promise<TRegistrationFile[]>,
): Promise<Buffer | undefined> {
  if (typeof deps.renderPdf !== 'function') return undefined;
  return deps.renderPdf({
    ...pdfDocument(source, setting),
    // Pictures and signatures in the PDF: only the registration's own files.
    readFile: ownPictureReader(deps, ownFiles),
  });
}

/** The registration PDF's input as `setting` styles it (its pictures are read apart). */
function pdfDocument(
  source: TMailSource,
  setting: TEmailSettingFields,
): Omit<TRegistrationDocument, 'readFile'> {
  const { registration: r, form } = source.row;
  return {
    formName: form.name,
    serialNumber: r.serialNumber,
    registrationName: r.name,
    registeredAt: r.registeredAt,
    phase: r.phase,
    username: source.row.username,
    schema: source.ctx.schema,
    values: r.values,
    hideEmptyValues: setting.email_hide_empty_values,
    styling: setting.styling_options,
  };
}

/**
 * A PDF that could not be made (too slow, too large, its renderer crashed in the sandbox): the
 * mail goes without it and the delivery keeps the reason, as for a Word attachment. A server that
 * stops (the sandbox closed) throws instead, so the delivery is tried again with its PDF.
 */
function pdfLeftOut(deps: TAttachmentDeps, error: unknown, notes: string[]): undefined {
  if (isSandboxClosed(error)) throw error;
  const reason =
    error instanceof SandboxError
      ? error.message
      : ts('server.document.failed', {
          error: (error instanceof Error ? error.message : String(error)).slice(0, 300),
        });
  deps.log?.warn({ err: error }, 'registration PDF left out of the e-mail');
  notes.push(ts('server.delivery.pdfFailed', { reason }));
  return undefined;
}

/** Reads a picture a value names from the registration's own files. */
function ownPictureReader(deps: TAttachmentDeps, ownFiles: () => Promise<TRegistrationFile[]>) {
  return async (reference: unknown) => {
    const id = fileIdOf(reference);
    const file = id ? (await ownFiles()).find((f) => f.uuid === id) : undefined;
    return file ? buffer(await deps.storage.get(file.sha256)) : undefined;
  };
}

async function attachmentsOf(
  deps: TAttachmentDeps,
  mail: TComposedMail,
  source: TMailSource,
  setting: TEmailSettingFields,
  notes: string[] = [],
): Promise<TMailPart[]> {
  const ownFiles = ownFilesOf(deps, source);
  const attachments: TMailPart[] = [];
  if (mail.pdfName && deps.renderPdf === PDF_WITH_MESSAGE) {
    const pdf = pdfDocument(source, setting);
    attachments.push({ filename: mail.pdfName, contentType: 'application/pdf', pdf });
  } else if (mail.pdfName) {
    const content = await renderSettingPdf(deps, source, setting, ownFiles).catch((error) =>
      pdfLeftOut(deps, error, notes),
    );
    if (content) {
      attachments.push({ filename: mail.pdfName, content, contentType: 'application/pdf' });
    }
  }
  if (deps.renderWord && deps.log && setting.email_send_word_attachment) {
    const word = await deps.renderWord({
      db: deps.db,
      storage: deps.storage,
      log: deps.log,
      clientId: source.row.registration.clientId,
      formId: source.row.form.id,
      setting,
      ctx: source.ctx,
      readFile: ownPictureReader(deps, ownFiles),
    });
    if (word.attachment) attachments.push(word.attachment);
    if (word.note) notes.push(word.note);
  }
  if (mail.withFiles) {
    // Read when the message is built (in the sandbox, which asks for each over IPC).
    for (const file of await ownFiles()) {
      attachments.push({
        filename: file.filename,
        stored: file.sha256,
        contentType: file.mimeType,
      });
    }
  }
  return attachments;
}

/** One attachment of a registration's sent e-mails: a rendered PDF, or a stored file's key. */
export type TSentAttachment = { name: string; pdf: Buffer } | { name: string; sha256: string };

/**
 * The attachments the e-mails of `settingIndexes` (those sent) carry for the registration, as
 * the form's settings make them now: each setting's PDF under the name of its mail, then the
 * registration's files once when any of them attaches those. Trashed registrations too (their
 * managers still read them); undefined when the registration is gone.
 */
export async function sentAttachments(
  deps: TAttachmentDeps,
  clientId: number,
  registrationId: number,
  settingIndexes: readonly number[],
): Promise<{ serialNumber: number; attachments: TSentAttachment[] } | undefined> {
  const row = retained(
    await findRegistrationForMail(deps.db, clientId, registrationId, { withTrashed: true }),
  );
  if (!row) return undefined;
  const source = mailSource(row);
  const ownFiles = ownFilesOf(deps, source);
  const attachments: TSentAttachment[] = [];
  let withFiles = false;
  for (const index of settingIndexes) {
    const parsed = ZEmailSettingFields.safeParse((row.form.emailSettings ?? [])[index]);
    if (!parsed.success) continue;
    const setting = parsed.data;
    withFiles ||= setting.email_add_attachments;
    if (!setting.email_add_attachment_registration_pdf) continue;
    const pdf = await renderSettingPdf(deps, source, setting, ownFiles);
    const name = attachmentName(setting.attachment_filename, source.ctx, DEFAULT_ATTACHMENT_NAME);
    if (pdf) attachments.push({ name, pdf });
  }
  if (withFiles) {
    for (const file of await ownFiles()) {
      attachments.push({ name: file.filename, sha256: file.sha256 });
    }
  }
  return { serialNumber: row.registration.serialNumber, attachments };
}

type TRegistrationFile = Awaited<ReturnType<typeof findRegistrationFiles>>[number];

/** The stored file a value names: its `file_id`, or the id in its `/api/file/{id}` url. */
function fileIdOf(reference: unknown): string | undefined {
  if (typeof reference === 'string') return /\/api\/file\/([0-9a-f-]{36})/i.exec(reference)?.[1];
  if (typeof reference !== 'object' || reference === null) return undefined;
  const { file_id: id, url } = reference as { file_id?: unknown; url?: unknown };
  return typeof id === 'string' ? id.toLowerCase() : fileIdOf(url);
}
