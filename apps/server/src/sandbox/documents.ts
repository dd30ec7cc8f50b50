import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { TBuiltMail, TMailBuilder } from '../modules/deliveries/mail-message';
import type { TRegistrationDocument } from '../modules/documents';
import {
  type TPreparedTemplate,
  type TWordFillInput,
  WordTemplateError,
} from '../modules/email-word/word-template';
import { createSandboxPool, SandboxError, SandboxTaskError, type TSandboxPool } from './pool';

// The server's documents render in the sandbox pool (issue 29, finding 3): a registration with a
// 10 MB value froze every request for 13 s while its PDF rendered in the server's process. Here
// each document has a time limit, each child a memory limit, and one that fails ends alone.

/** A registration PDF may take this long; beyond it the delivery is sent without it. */
export const PDF_TIME_LIMIT_MS = 30_000;
/** Reading or filling a Word template may take this long. */
export const WORD_TIME_LIMIT_MS = 30_000;
/**
 * Building a delivery's message may take this long: the content and MIME of the hardest
 * registration (auto content of ~700,000 characters, a 7 MB PDF and photos) take ~1 s here.
 */
export const MAIL_TIME_LIMIT_MS = 30_000;
/** A child's JavaScript heap (pdfkit, docx-templates and one document's data). */
export const DOCUMENT_HEAP_MB = 512;
/** A child's whole memory: the heap, the pictures it was given, the document's bytes, code. */
export const DOCUMENT_RSS_MB = 1024;
/** The stored pictures one document may read (photos, signatures, a template's imageTags). */
export const DOCUMENT_FILE_BYTES = 128 * 1024 * 1024;
/** The children's nice value: on a shared machine the requests win. */
export const DOCUMENT_PRIORITY = 10;
/** A child starts in well under a second; one that does not come up in this is ended. */
const DOCUMENT_START_MS = 20_000;
/** At most this many documents at once, whatever the machine. */
const MAX_DOCUMENT_WORKERS = 4;

/** The default pool size: one core is left to the requests (1 on 2 cores), at most 4. */
export function defaultDocumentWorkers(): number {
  return Math.min(MAX_DOCUMENT_WORKERS, Math.max(1, availableParallelism() - 1));
}

/** The child entry beside this module: the source under tsx, the bundle's second file else. */
function documentWorkerEntry(): string {
  const here = import.meta.url;
  const name = here.endsWith('.ts') ? './document-worker.ts' : './document-worker.mjs';
  return fileURLToPath(new URL(name, here));
}

let pool: TSandboxPool | undefined;
let workers: number | undefined;

/** Sets the pool's size (DOCUMENT_WORKERS) before its first document. */
export function setDocumentWorkers(size: number | undefined): void {
  workers = size;
}

function documentPool(): TSandboxPool {
  pool ??= createSandboxPool({
    entry: documentWorkerEntry(),
    size: workers ?? defaultDocumentWorkers(),
    heapMb: DOCUMENT_HEAP_MB,
    rssMb: DOCUMENT_RSS_MB,
    priority: DOCUMENT_PRIORITY,
    fileBytes: DOCUMENT_FILE_BYTES,
    startMs: DOCUMENT_START_MS,
  });
  return pool;
}

/** Ends the document children (the server's shutdown, after the jobs stopped). */
export async function closeDocumentSandbox(): Promise<void> {
  const open = pool;
  pool = undefined;
  await open?.close();
}

/** Whether `error` says the sandbox was closed (the server stops): the work is retried later. */
export function isSandboxClosed(error: unknown): boolean {
  return error instanceof SandboxError && error.kind === 'closed';
}

/** The renderers' own refusal comes back as itself; the sandbox's reasons as SandboxError. */
function rethrow(error: unknown): never {
  if (error instanceof SandboxTaskError && error.name === 'WordTemplateError') {
    throw new WordTemplateError(error.message);
  }
  throw error;
}

/** The registration PDF (renderRegistrationPdf), rendered in the sandbox. */
export async function renderPdfInSandbox(input: TRegistrationDocument): Promise<Buffer> {
  const { readFile, ...document } = input;
  return (await documentPool()
    .run('registration-pdf', document, { timeoutMs: PDF_TIME_LIMIT_MS, readFile })
    .catch(rethrow)) as Buffer;
}

/** A Word template read and made ready (prepareTemplate), in the sandbox. */
export async function prepareTemplateInSandbox(bytes: Buffer): Promise<TPreparedTemplate> {
  return (await documentPool()
    .run('word-prepare', bytes, { timeoutMs: WORD_TIME_LIMIT_MS })
    .catch(rethrow)) as TPreparedTemplate;
}

/** A prepared template filled with a registration (fillTemplate), in the sandbox. */
export async function fillTemplateInSandbox(
  template: TPreparedTemplate,
  input: TWordFillInput,
): Promise<Buffer> {
  const { readFile, ...fill } = input;
  return (await documentPool()
    .run('word-fill', { template, fill }, { timeoutMs: WORD_TIME_LIMIT_MS, readFile })
    .catch(rethrow)) as Buffer;
}

/**
 * A delivery's message (buildMailMessage), built in the sandbox: the server gets the finished
 * bytes; the pictures and stored files it needs are read here and answered over IPC as the child
 * asks. With the registration PDF among its parts the task has the PDF's time limit (the
 * message's own share is about a second of it), else the message's.
 */
export const buildMailInSandbox: TMailBuilder = async (input, readFile) => {
  const withPdf = input.attachments.some((part) => 'pdf' in part);
  return (await documentPool().run('registration-mail', input, {
    timeoutMs: withPdf ? PDF_TIME_LIMIT_MS : MAIL_TIME_LIMIT_MS,
    readFile,
  })) as TBuiltMail;
};
