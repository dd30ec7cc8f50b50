import {
  IMAGE_ELEMENT_MIME_TYPES,
  IMAGE_TAG_EXTENSIONS,
  MAX_FILE_SIZE_BYTES,
  STATIC_FILE_EXTENSIONS,
  WORD_UPLOAD_EXTENSION,
} from '../constants';
import type { TFileValue } from '../elements';

/** MIME type per file extension, for files whose browser did not report a type. */
const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  heic: 'image/heic',
};

/** The lowercased extension of a file name or url ('' when it has none). */
export function fileExtension(name: string): string {
  const path = name.split(/[?#]/)[0] ?? '';
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Whether the file name has one of the given extensions (case-insensitive). */
export function hasExtension(name: string, extensions: readonly string[]): boolean {
  return extensions.includes(fileExtension(name));
}

/** Whether an image tag upload is acceptable: jpg, jpeg, png or gif. */
export function isImageTagFile(name: string): boolean {
  return hasExtension(name, IMAGE_TAG_EXTENSIONS);
}

/** Whether a static file upload is acceptable: pdf, docx, txt, jpg, jpeg, png or gif. */
export function isStaticFile(name: string): boolean {
  return hasExtension(name, STATIC_FILE_EXTENSIONS);
}

/** Whether an e-mail Word template is acceptable: .docx only. */
export function isWordFile(name: string): boolean {
  return hasExtension(name, [WORD_UPLOAD_EXTENSION]);
}

/**
 * The name an uploaded file is stored under: with `fileDoRename` on a file element, its
 * `fileNewName` (trimmed) with the picked file's own extension; otherwise the picked name.
 */
export function uploadFileName(
  element: { fileDoRename?: boolean; fileNewName?: string },
  picked: string,
): string {
  const newName = element.fileNewName?.trim() ?? '';
  if (!element.fileDoRename || newName === '') return picked;
  const extension = fileExtension(picked);
  const hasIt = extension !== '' && fileExtension(newName) === extension;
  return extension === '' || hasIt ? newName : `${newName}.${extension}`;
}

/** The name a person knows the file by: name, else filename, else the last part of its url. */
export function fileDisplayName(file: TFileValue): string {
  if (file.name) return file.name;
  if (file.filename) return file.filename;
  const path = (file.url ?? '').split(/[?#]/)[0] ?? '';
  return decodeURIComponentSafe(path.slice(path.lastIndexOf('/') + 1));
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Size in bytes of a file value: its `size` when known, else the decoded length of its base64
 * data (offline files carry only that), else undefined (an uploaded file with only a url).
 */
export function fileSizeBytes(file: TFileValue): number | undefined {
  if (typeof file.size === 'number') return file.size;
  if (!file.base64) return undefined;
  const data = file.base64.slice(file.base64.indexOf(',') + 1).replace(/\s/g, '');
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.floor((data.length * 3) / 4) - padding;
}

/** Whether a file is within the 20 MB upload limit (unknown sizes pass; the server re-checks). */
export function isWithinMaxFileSize(file: TFileValue): boolean {
  const size = fileSizeBytes(file);
  return size === undefined || size <= MAX_FILE_SIZE_BYTES;
}

/** The MIME type of a file value: its `type`, the type of its data url, or by its extension. */
export function fileMimeType(file: TFileValue): string | undefined {
  if (file.type) return file.type.toLowerCase();
  const dataUrl = /^data:([^;,]+)[;,]/.exec(file.base64 ?? '');
  if (dataUrl?.[1]) return dataUrl[1].toLowerCase();
  return MIME_BY_EXTENSION[fileExtension(fileDisplayName(file))];
}

/**
 * Whether an image element may hold this file: jpeg, png or gif only. A file already uploaded
 * (a url) whose type cannot be told passed the upload check and is not rejected here.
 */
export function isAllowedImage(file: TFileValue): boolean {
  const mime = fileMimeType(file);
  if (mime === undefined) return Boolean(file.url) && !file.base64;
  return (IMAGE_ELEMENT_MIME_TYPES as readonly string[]).includes(mime);
}
