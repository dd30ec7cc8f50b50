import type { Readable } from 'node:stream';
import { ts } from '@eform/core/messages/server-only';
import yauzl from 'yauzl';

// Unpacking an uploaded .docx without trusting it (issue 29, finding 1): a 306 KB upload whose
// word/document.xml inflated to 300 MB aborted Node. The central directory is read first and the
// template refused on what it declares; then every part is inflated against its declared size,
// since a header may lie (yauzl's validateEntrySizes stops a stream that outgrows it).

const MB = 1024 * 1024;
/**
 * At most this many entries: a Word document has 10 to 30 parts, a few hundred with many
 * pictures; more is a crafted zip.
 */
export const MAX_TEMPLATE_ENTRIES = 2_000;
/**
 * At most this many bytes for one part once inflated. A document.xml is rarely above a few MB
 * (a 500-page text is about 10 MB); the filling and the scan hold a part a few times over.
 */
export const MAX_TEMPLATE_PART_BYTES = 32 * MB;
/** At most this many bytes for all parts together (pictures included) once inflated. */
export const MAX_TEMPLATE_TOTAL_BYTES = 100 * MB;
/**
 * A second signal of a zip bomb: a part larger than RATIO_CHECKED_FROM_BYTES that inflates more
 * than this many times its packed size. Word's XML packs 5 to 30 times; deflate's limit is
 * about 1,000, which only a repetition made for the purpose reaches.
 */
export const MAX_TEMPLATE_COMPRESSION_RATIO = 200;
/** Small parts may pack as tightly as they like: they cannot hurt. */
export const RATIO_CHECKED_FROM_BYTES = 4 * MB;

/**
 * A Word template refused: the message is the Dutch reason the admin sees. Named, so the
 * sandbox's child process can send it to the parent as itself (sandbox/documents.ts).
 */
export class WordTemplateError extends Error {
  override name = 'WordTemplateError';

  /**
   * No .docx at all (not a zip, no word/document.xml): the upload refuses it. Any other refusal
   * is a .docx whose content is refused (too large once unpacked, …).
   */
  get unreadable(): boolean {
    return this.message === ts('server.emailWord.unreadable');
  }
}

/** One part of the package, inflated. */
export interface TTemplatePart {
  name: string;
  bytes: Buffer;
}

const megabytes = (bytes: number) => (bytes / MB).toFixed(1).replace('.', ',');
const unreadable = () => new WordTemplateError(ts('server.emailWord.unreadable'));

/** Refuses, before anything is inflated, a package whose directory declares too much. */
function checkDeclared(entries: yauzl.Entry[]): void {
  let total = 0;
  for (const entry of entries) {
    const size = entry.uncompressedSize;
    const part = entry.fileName;
    if (size > MAX_TEMPLATE_PART_BYTES) {
      throw new WordTemplateError(
        ts('server.emailWord.partTooLarge', {
          part,
          size: megabytes(size),
          max: megabytes(MAX_TEMPLATE_PART_BYTES),
        }),
      );
    }
    const ratio = size / Math.max(1, entry.compressedSize);
    if (size > RATIO_CHECKED_FROM_BYTES && ratio > MAX_TEMPLATE_COMPRESSION_RATIO) {
      throw new WordTemplateError(
        ts('server.emailWord.packedTooTightly', {
          part,
          ratio: Math.round(ratio),
          max: MAX_TEMPLATE_COMPRESSION_RATIO,
        }),
      );
    }
    total += size;
  }
  if (total > MAX_TEMPLATE_TOTAL_BYTES) {
    throw new WordTemplateError(
      ts('server.emailWord.tooLarge', {
        size: megabytes(total),
        max: megabytes(MAX_TEMPLATE_TOTAL_BYTES),
      }),
    );
  }
}

/** The part's bytes, never more than it declared (nor than the cap, whatever yauzl does). */
async function inflate(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  const limit = Math.min(entry.uncompressedSize, MAX_TEMPLATE_PART_BYTES);
  const lied = () =>
    new WordTemplateError(ts('server.emailWord.sizeMismatch', { part: entry.fileName }));
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    throw unreadable();
  }
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      length += chunk.length;
      if (length > limit) throw lied();
      chunks.push(chunk);
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof WordTemplateError) throw error;
    // yauzl: 'too many bytes in the stream' (or too few); zlib: broken data.
    throw /bytes in the stream/.test(String(error)) ? lied() : unreadable();
  }
  return Buffer.concat(chunks, length);
}

/**
 * The parts of a .docx, inflated within the caps above (directories left out);
 * WordTemplateError with the Dutch reason for what is no zip, declares or inflates too much.
 */
export async function readTemplateParts(bytes: Buffer): Promise<TTemplatePart[]> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes);
  } catch {
    throw unreadable();
  }
  try {
    if (zip.entryCount > MAX_TEMPLATE_ENTRIES) {
      throw new WordTemplateError(
        ts('server.emailWord.tooManyParts', {
          count: zip.entryCount,
          max: MAX_TEMPLATE_ENTRIES,
        }),
      );
    }
    const entries: yauzl.Entry[] = [];
    try {
      for await (const entry of zip.eachEntry()) entries.push(entry);
    } catch {
      throw unreadable();
    }
    checkDeclared(entries);
    const parts: TTemplatePart[] = [];
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      parts.push({ name: entry.fileName, bytes: await inflate(zip, entry) });
    }
    return parts;
  } finally {
    zip.close();
  }
}
