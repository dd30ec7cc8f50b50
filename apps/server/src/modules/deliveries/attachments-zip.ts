import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { TStorage, TStoredObject } from '../../storage/storage';
import type { TSentAttachment } from './deliveries.service';

/** A name inside the zip: no folders or control characters, a repeated name numbered. */
function zipName(name: string, used: Set<string>): string {
  const cleaned =
    name
      .replace(/[/\\]|\p{Cc}/gu, '_')
      .replace(/^\.+/, '_')
      .trim()
      .slice(0, 200) || 'bestand';
  let unique = cleaned;
  const dot = cleaned.lastIndexOf('.');
  for (let n = 2; used.has(unique.toLowerCase()); n += 1) {
    unique = dot > 0 ? `${cleaned.slice(0, dot)} (${n})${cleaned.slice(dot)}` : `${cleaned} (${n})`;
  }
  used.add(unique.toLowerCase());
  return unique;
}

/**
 * The attachments as one zip in the storage: the PDFs as they are, the stored files streamed
 * from storage one at a time, each opened only when the zip reaches it. A failure drops what was
 * written so far.
 */
export async function storeAttachmentsZip(
  attachments: readonly TSentAttachment[],
  storage: TStorage,
): Promise<TStoredObject> {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  const stored = storage.put(output);
  // Handled when awaited below; a rejection before then must not count as unhandled.
  stored.catch(() => undefined);
  // A file that cannot be read fails the zip (and the stored copy), never the process.
  zip.on('error', (error: Error) => output.destroy(error));
  const used = new Set<string>();
  try {
    for (const attachment of attachments) {
      const name = zipName(attachment.name, used);
      if ('pdf' in attachment) {
        zip.addBuffer(attachment.pdf, name);
      } else {
        zip.addReadStreamLazy(name, (done) => {
          storage.get(attachment.sha256).then(
            (stream) => done(null, stream),
            (error) => done(error, undefined as never),
          );
        });
      }
    }
    zip.end();
  } catch (error) {
    output.destroy(error as Error);
    await stored.catch(() => undefined);
    throw error;
  }
  return stored;
}
