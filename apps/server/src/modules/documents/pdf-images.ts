type TReadFile = (reference: unknown) => Promise<Buffer | undefined>;

const DATA_URL = /^data:([^;,]*)(;base64)?,/i;

function decodeDataUrl(text: string): Buffer | undefined {
  const match = DATA_URL.exec(text);
  if (!match) return undefined;
  const payload = text.slice(match[0].length);
  return match[2] ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The PNG and JPEG pictures pdfkit can place; others (GIF, WebP, HEIC) are shown by name. */
export function isPlaceableImage(bytes: Buffer): boolean {
  const png = bytes.length > 8 && bytes.readUInt32BE(0) === 0x89504e47;
  const jpeg = bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg;
}

/**
 * The bytes of one picture value: a data URL as text, a file value still carrying its data
 * (`base64`, a data URL, as the filler keeps offline files and signatures) or a url that is one,
 * else what `readFile` reads for the stored file (the whole value is passed: url, file_id, name).
 * Undefined when there is nothing to read or it is not a PNG or JPEG.
 */
export async function readImageBytes(
  reference: unknown,
  readFile: TReadFile | undefined,
): Promise<Buffer | undefined> {
  let bytes: Buffer | undefined;
  try {
    if (typeof reference === 'string' && DATA_URL.test(reference)) {
      bytes = decodeDataUrl(reference);
    } else if (isRecord(reference) && typeof reference.base64 === 'string') {
      const base64 = reference.base64;
      bytes = DATA_URL.test(base64) ? decodeDataUrl(base64) : Buffer.from(base64, 'base64');
    } else if (
      isRecord(reference) &&
      typeof reference.url === 'string' &&
      DATA_URL.test(reference.url)
    ) {
      bytes = decodeDataUrl(reference.url);
    } else if (readFile && (typeof reference === 'string' || isRecord(reference))) {
      bytes = await readFile(reference);
    }
  } catch {
    // An unreadable file is shown by its name, never fails the document.
    return undefined;
  }
  return bytes && isPlaceableImage(bytes) ? bytes : undefined;
}
