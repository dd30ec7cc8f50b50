/**
 * Files of a saved registration live on the device as bytes in a table of their own, not as
 * base64 inside the values: base64 is a third larger and would be rewritten with every autosave
 * of the values. They are stored as an ArrayBuffer with their type rather than as a Blob: WebKit
 * (iOS Safari, above all a home-screen PWA and private tabs) fails writes of Blobs to IndexedDB
 * with "Error preparing Blob/File data to be stored in object store" and loses Blobs whose backing
 * file it evicted, while an ArrayBuffer is plain structured-clone data every engine keeps.
 * Base64 is only the wire form (sync and submit), as the filler's offline file values carry it.
 */

/** A file of a saved registration as the device keeps it. */
export type TLocalFile = { id: string; type: string; data: ArrayBuffer };

/** Where a file's bytes went: the value object keeps its other fields and this reference. */
export const LOCAL_FILE_REF = 'local_file_id';

const DATA_URL = /^data:([^;,]*)(;[^,]*)?,/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The bytes and type of a `data:` URL (base64 or percent-encoded). */
export function decodeDataUrl(url: string): { type: string; data: ArrayBuffer } | null {
  const head = DATA_URL.exec(url);
  if (!head) return null;
  const payload = url.slice(head[0].length);
  const base64 = head[2]?.includes(';base64') ?? false;
  const binary = base64 ? atob(payload) : decodeURIComponent(payload);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return { type: head[1] || 'application/octet-stream', data: bytes.buffer };
}

/** `data:<type>;base64,...` of the bytes. */
export function encodeDataUrl(type: string, data: ArrayBuffer): string {
  const bytes = new Uint8Array(data);
  // Native where the browser has it (Chromium 140, Safari 18.2, Firefox 133): ten times faster.
  const native = (bytes as Uint8Array & { toBase64?: () => string }).toBase64;
  if (typeof native === 'function') return `data:${type};base64,${native.call(bytes)}`;
  const CHUNK = 0x8000;
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return `data:${type};base64,${btoa(binary)}`;
}

/**
 * The values with every inline file (an object whose `base64` is a data URL, at any depth:
 * file and image lists, signatures, subform items) replaced by a reference, and the files taken
 * out. Uploaded files (a `url`, no base64) stay as they are: they are on the server already.
 */
export function splitFiles(
  values: Record<string, unknown>,
  newId: () => string,
): { values: Record<string, unknown>; files: TLocalFile[] } {
  const files: TLocalFile[] = [];
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!isRecord(value)) return value;
    const decoded = typeof value.base64 === 'string' ? decodeDataUrl(value.base64) : null;
    if (decoded) {
      const { base64: _inline, ...rest } = value;
      const id = newId();
      files.push({ id, ...decoded });
      return { ...rest, [LOCAL_FILE_REF]: id };
    }
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, walk(child)]));
  };
  return { values: walk(values) as Record<string, unknown>, files };
}

/** The ids of the files the values refer to. */
export function fileRefs(values: unknown): string[] {
  const ids: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isRecord(value)) {
      if (typeof value[LOCAL_FILE_REF] === 'string') ids.push(value[LOCAL_FILE_REF]);
      else Object.values(value).forEach(walk);
    }
  };
  walk(values);
  return ids;
}

/**
 * The values with their files inline again as base64 (the fill screen's and the wire's form).
 * A file no longer on the device (removed after its retention) leaves the value: out of a list,
 * or null in its place.
 */
export function joinFiles(
  values: Record<string, unknown>,
  files: ReadonlyMap<string, Pick<TLocalFile, 'type' | 'data'>>,
): Record<string, unknown> {
  const GONE = Symbol('gone');
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk).filter((item) => item !== GONE);
    if (!isRecord(value)) return value;
    const ref = value[LOCAL_FILE_REF];
    if (typeof ref === 'string') {
      const file = files.get(ref);
      if (!file) return GONE;
      const { [LOCAL_FILE_REF]: _ref, ...rest } = value;
      return { ...rest, base64: encodeDataUrl(file.type, file.data) };
    }
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => {
        const next = walk(child);
        return [key, next === GONE ? null : next];
      }),
    );
  };
  return walk(values) as Record<string, unknown>;
}
