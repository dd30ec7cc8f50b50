import {
  IMAGE_ELEMENT_MIME_TYPES,
  IMAGE_TAG_EXTENSIONS,
  STATIC_FILE_EXTENSIONS,
} from '@eform/core/constants';
import { fileTypeFromBuffer } from 'file-type';

/**
 * How many leading bytes decide a file's type. Most types are told by a few bytes; Office and
 * OpenDocument files are zip archives whose first entry ([Content_Types].xml or `mimetype`) says
 * which kind, and that entry sits well within the first 64 KiB of every file Word, Excel,
 * PowerPoint or LibreOffice writes. A zip whose kind is not told there counts as a plain zip
 * (refused).
 */
export const SNIFF_BYTES = 64 * 1024;

/**
 * What a file element (and an upload) accepts, by the type read from the bytes: PDF, images,
 * office documents (Word, Excel, PowerPoint old and new, OpenDocument, RTF) and plain text.
 * Not archives, executables, HTML or SVG (scripts), audio or video. Old Office files share one
 * container format (`application/x-cfb`); they are stored under that type.
 */
export const FILE_ELEMENT_MIME_TYPES: readonly string[] = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/tiff',
  'image/bmp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/x-cfb',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/rtf',
  'text/plain',
];

/** What image and signature elements accept: jpeg, png and gif (the spec's image types). */
export const IMAGE_MIME_TYPES: readonly string[] = IMAGE_ELEMENT_MIME_TYPES;

/** A Word document (.docx) as the bytes tell it. */
export const DOCX_MIME_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The two uploads of the element editor: an imageTag's picture and a staticFile's file. */
export type TFormAssetKind = 'imagetag' | 'static-file';

/**
 * What the element editor's uploads accept (doc 2 §5), by the name's extension: the types the
 * bytes may turn out to be. Both the extension and the type read from the bytes must fit; a
 * picture may be any of the image types whatever its image extension (phones misname them).
 */
export const FORM_ASSET_TYPES: Record<
  TFormAssetKind,
  Readonly<Record<string, readonly string[]>>
> = {
  imagetag: Object.fromEntries(IMAGE_TAG_EXTENSIONS.map((ext) => [ext, IMAGE_MIME_TYPES])),
  'static-file': Object.fromEntries(STATIC_FILE_EXTENSIONS.map((ext) => [ext, assetTypesOf(ext)])),
};

function assetTypesOf(extension: string): readonly string[] {
  if (extension === 'pdf') return ['application/pdf'];
  if (extension === 'docx') return [DOCX_MIME_TYPE];
  if (extension === 'txt') return ['text/plain'];
  return IMAGE_MIME_TYPES;
}

/** The extension of a file name in lower case ('' for none). */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/**
 * The type of a file from its first bytes (at most {@link SNIFF_BYTES} are looked at), never
 * from a name or a claimed type. Text has no magic number: bytes that are valid UTF-8 without
 * control characters (tab, line breaks and form feed aside) count as `text/plain`. Undefined
 * when the type cannot be told (an empty file included).
 */
export async function detectMimeType(head: Uint8Array): Promise<string | undefined> {
  if (head.length === 0) return undefined;
  const sample = head.subarray(0, SNIFF_BYTES);
  const detected = await fileTypeFromBuffer(sample);
  if (detected) return detected.mime;
  return looksLikeText(sample, head.length > SNIFF_BYTES) ? 'text/plain' : undefined;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding these characters is the point.
const BINARY_CONTROL = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;

function looksLikeText(sample: Uint8Array, cut: boolean): boolean {
  let text: string;
  try {
    // A sample cut mid-file may end inside a multi-byte character: `stream` keeps that one back.
    text = new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: cut });
  } catch {
    return false;
  }
  return !BINARY_CONTROL.test(text);
}
