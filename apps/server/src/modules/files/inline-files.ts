import { MAX_FILE_SIZE_BYTES } from '@eform/core/constants';
import type { TElement, TSchema } from '@eform/core/elements';
import { DomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import type { TStorage } from '../../storage/storage';
import { isUuid, type TRegistrationParties } from '../access';
import { detectMimeType, FILE_ELEMENT_MIME_TYPES, IMAGE_MIME_TYPES } from './file-types';
import {
  findClientFilesByUuid,
  findRegistrationsParties,
  findShownFileIds,
  insertFile,
  setFilesRegistration,
  type TFileRow,
} from './files.repository';
import { cleanFilename, fileUrl } from './files.service';

/**
 * Who stores inline files: the form's client (the file rows' client_id), the form's numeric id,
 * the user (null for a guest) and the storage the bytes go to (`app.storage`).
 */
export interface TInlineFilesContext {
  clientId: number;
  formId: number;
  userId: number | null;
  storage: TStorage;
  /** The registration being continued (a workflow draft): the files it holds may stay. */
  registrationId?: number;
  /**
   * Whether the sender may read a registration ('Opnieuw invullen' sends the files of one they
   * may read): such files are copied for the new registration. Absent: none may be named.
   */
  mayReadRegistration?: (parties: TRegistrationParties) => boolean;
}

/** What {@link storeInlineFiles} answers: the values to store and the files they hold. */
export interface TInlineFilesResult {
  /** The values with every file value carrying `url` (and name, filename, size, type), no base64. */
  values: Record<string, unknown>;
  /** Ids of the files to attach to the registration (new inline files and own uploads). */
  fileIds: number[];
}

type TFileElementType = 'file' | 'image' | 'signature';
type TRecord = Record<string, unknown>;

const FILE_ELEMENTS: ReadonlySet<string> = new Set<TFileElementType>([
  'file',
  'image',
  'signature',
]);
const FILE_URL = /^\/api\/file\/([0-9a-f-]{36})$/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Stores the base64 data in the file values of file, image and signature elements (also in
 * subform items, nested too) as files of the form's client, checked as uploads are: at most
 * 20 MB, and a type read from the bytes that the element accepts (image and signature: jpeg,
 * png, gif; file: see FILE_ELEMENT_MIME_TYPES). A refused file is a Dutch 400 naming the field.
 * Answers the values with those file values carrying `url`, name, filename, size and the real
 * type instead of base64 (no base64 reaches the database), and the ids of the files to attach
 * with {@link attachFiles}: the new ones, plus files the same user uploaded before
 * (POST /api/file-upload/form) that are referenced by url, not yet part of a registration and
 * not a form's picture or file (those are refused like another user's upload); those values get
 * the stored size and type. Values are not changed in place.
 * Call inside the transaction that stores the registration.
 */
export async function storeInlineFiles(
  tx: TDb,
  ctx: TInlineFilesContext,
  schema: TSchema,
  values: Record<string, unknown>,
): Promise<TInlineFilesResult> {
  const fileIds: number[] = [];
  const uploaded: TNamedFile[] = [];

  const storeValue = async (element: TElement, value: TRecord): Promise<TRecord> => {
    const { base64, ...rest } = value;
    if (typeof base64 !== 'string' || base64 === '') {
      // Without bytes, the value must name a file of this client: never a free url.
      const uuid = fileUuidOf(rest);
      if (!uuid) throw fieldError(element, 'fieldUnknown');
      uploaded.push({ value: rest, uuid, element });
      return rest;
    }
    const bytes = decodeBase64(base64, element);
    const accepted = element.elementType === 'file' ? FILE_ELEMENT_MIME_TYPES : IMAGE_MIME_TYPES;
    const mimeType = await detectMimeType(bytes);
    if (!mimeType || !accepted.includes(mimeType)) throw fieldError(element, 'fieldTypeRefused');
    const stored = await ctx.storage.put(bytes);
    const filename = cleanFilename(stringOr(rest.filename) ?? stringOr(rest.name));
    const row = await insertFile(tx, {
      clientId: ctx.clientId,
      formId: ctx.formId,
      uploadedBy: ctx.userId,
      sha256: stored.key,
      size: stored.size,
      mimeType,
      filename,
    });
    fileIds.push(row.id);
    return {
      ...rest,
      url: fileUrl(row.uuid),
      name: stringOr(rest.name) ?? filename,
      filename,
      size: row.size,
      type: row.mimeType,
    };
  };

  const storeLevel = async (elements: readonly TElement[], level: TRecord): Promise<TRecord> => {
    const out: TRecord = { ...level };
    for (const element of elements) {
      const value = level[element.name];
      if (value === undefined || value === null) continue;
      if (FILE_ELEMENTS.has(element.elementType)) {
        out[element.name] = Array.isArray(value)
          ? await mapSequential(value, (item) =>
              isRecord(item) ? storeValue(element, item) : Promise.resolve(item),
            )
          : isRecord(value)
            ? await storeValue(element, value)
            : value;
      } else if (element.elementType === 'subform' && element.subform && Array.isArray(value)) {
        const inner = element.subform.schema;
        out[element.name] = await mapSequential(value, (item) =>
          isRecord(item) ? storeLevel(inner, item) : Promise.resolve(item),
        );
      }
    }
    return out;
  };

  const stored = await storeLevel(schema, values);
  await claimUploads(tx, ctx, uploaded, fileIds);
  return { values: stored, fileIds };
}

/** A file value that names a stored file instead of carrying bytes. */
interface TNamedFile {
  value: TRecord;
  uuid: string;
  element: TElement;
}

/** The uuid a file value names: its file_id, or the id in its `/api/file/{id}` url. */
function fileUuidOf(value: TRecord): string | undefined {
  const fromUrl = typeof value.url === 'string' ? FILE_URL.exec(value.url)?.[1] : undefined;
  const fileId = typeof value.file_id === 'string' ? value.file_id : undefined;
  if (fromUrl && fileId && fromUrl.toLowerCase() !== fileId.toLowerCase()) return undefined;
  const uuid = fromUrl ?? fileId;
  return uuid && isUuid(uuid) ? uuid.toLowerCase() : undefined;
}

/**
 * File values that name a stored file must name one the sender may use, of this client: their
 * own upload no registration took yet and no form shows (claimed: attached to this
 * registration; a form's picture or file is never taken from it), a file the
 * continued draft already holds (kept), or a file of a registration they may read ('Opnieuw
 * invullen': copied, a new row on the same bytes, so each registration holds its own). Anything
 * else is a Dutch 400 naming the field. Each value then carries the file's canonical url and id
 * and the stored size and type, so the element's type check sees the type read from the bytes.
 */
async function claimUploads(
  tx: TDb,
  ctx: TInlineFilesContext,
  named: readonly TNamedFile[],
  fileIds: number[],
): Promise<void> {
  if (named.length === 0) return;
  const rows = new Map(
    (
      await findClientFilesByUuid(
        tx,
        ctx.clientId,
        named.map((n) => n.uuid),
      )
    ).map((row) => [row.uuid, row]),
  );
  const readable = await readableRegistrations(tx, ctx, [...rows.values()]);
  // A form's picture or file stays the form's, also when its uploader (the editor) fills the form.
  const shown = await findShownFileIds(
    tx,
    ctx.clientId,
    [...rows.values()].map((row) => row.id),
  );
  for (const { value, uuid, element } of named) {
    let row = rows.get(uuid);
    const own =
      row &&
      row.registrationId === null &&
      ctx.userId !== null &&
      row.uploadedBy === ctx.userId &&
      !shown.has(row.id);
    const kept =
      row && ctx.registrationId !== undefined && row.registrationId === ctx.registrationId;
    if (row && !own && !kept) {
      if (row.registrationId === null || !readable.has(row.registrationId)) row = undefined;
      else row = await copyFile(tx, ctx, row);
    }
    if (!row) throw fieldError(element, 'fieldUnknown');
    Object.assign(value, {
      url: fileUrl(row.uuid),
      file_id: row.uuid,
      size: row.size,
      type: row.mimeType,
    });
    if (!kept && !fileIds.includes(row.id)) fileIds.push(row.id);
  }
}

/** Of the registrations holding these files, those the sender may read. */
async function readableRegistrations(
  tx: TDb,
  ctx: TInlineFilesContext,
  rows: readonly TFileRow[],
): Promise<Set<number>> {
  const may = ctx.mayReadRegistration;
  if (!may) return new Set();
  const ids = [...new Set(rows.map((row) => row.registrationId).filter((id) => id !== null))];
  const parties = await findRegistrationsParties(tx, ctx.clientId, ids);
  return new Set(parties.filter((p) => may(p)).map((p) => p.id));
}

/** A new row on the same stored bytes, for the registration being stored. */
function copyFile(tx: TDb, ctx: TInlineFilesContext, row: TFileRow): Promise<TFileRow> {
  return insertFile(tx, {
    clientId: ctx.clientId,
    formId: ctx.formId,
    uploadedBy: ctx.userId,
    sha256: row.sha256,
    size: row.size,
    mimeType: row.mimeType,
    filename: row.filename,
  });
}

/**
 * Marks the files as belonging to the registration: from then on whoever may see it may download
 * them, and no longer their uploader alone. Files already attached elsewhere are left alone.
 * Call in the transaction that stores the registration.
 */
export async function attachFiles(
  tx: TDb,
  clientId: number,
  registrationId: number,
  fileIds: readonly number[],
): Promise<void> {
  await setFilesRegistration(tx, clientId, registrationId, fileIds);
}

/** The bytes of a base64 text or data url; a 400 naming the field when it is not base64. */
function decodeBase64(text: string, element: TElement): Buffer {
  const data = text.slice(text.startsWith('data:') ? text.indexOf(',') + 1 : 0).replace(/\s/g, '');
  if (data.length % 4 !== 0 || !BASE64.test(data)) throw fieldError(element, 'fieldUnreadable');
  // Refused before decoding: 4 characters carry 3 bytes.
  if ((data.length / 4) * 3 - 2 > MAX_FILE_SIZE_BYTES) throw fieldError(element, 'fieldTooLarge');
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > MAX_FILE_SIZE_BYTES) throw fieldError(element, 'fieldTooLarge');
  return bytes;
}

function fieldError(
  element: TElement,
  reason: 'fieldUnreadable' | 'fieldTooLarge' | 'fieldTypeRefused' | 'fieldUnknown',
): DomainError {
  return new DomainError('VALIDATION', {
    messageKey: `server.file.${reason}`,
    params: { field: element.label || element.name },
  });
}

async function mapSequential<T, R>(
  items: readonly T[],
  map: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = [];
  // One at a time: each file may be 20 MB, and the transaction runs on one connection anyway.
  for (const item of items) out.push(await map(item));
  return out;
}

function isRecord(value: unknown): value is TRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOr(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
