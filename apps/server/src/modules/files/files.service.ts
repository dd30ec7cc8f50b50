import { Readable } from 'node:stream';
import type { TUploadedFile } from '@eform/core/api/registrations';
import { MAX_FILE_SIZE_BYTES } from '@eform/core/constants';
import type { TAnswerMessageKey } from '@eform/core/errors';
import { DomainError } from '@eform/core/errors';
import type { TPermission } from '@eform/core/permissions';
import type { TDb } from '../../db/client';
import type { TStorage } from '../../storage/storage';
import {
  fillerIn,
  formForUser,
  maySeeForm,
  mayViewRegistration,
  tenantForClient,
  tenantOfRef,
} from '../access';
import type { TAuth } from '../auth';
import { firstClientOfUser } from '../current-user';
import {
  detectMimeType,
  extensionOf,
  FILE_ELEMENT_MIME_TYPES,
  FORM_ASSET_TYPES,
  SNIFF_BYTES,
  type TFormAssetKind,
} from './file-types';
import {
  findFileByUuid,
  findGuestFormFile,
  findRegistrationViewers,
  formShowsFile,
  insertFile,
  releaseFormFileRows,
  type TFileRow,
} from './files.repository';

const MAX_FILENAME_LENGTH = 255;
const FALLBACK_FILENAME = 'bestand';

/** The API path where a stored file is downloaded. */
export function fileUrl(fileUuid: string): string {
  return `/api/file/${fileUuid}`;
}

/** The answer of an upload (and the file value a registration keeps). */
export function toUploadedFile(row: TFileRow): TUploadedFile {
  return {
    file_id: row.uuid,
    url: fileUrl(row.uuid),
    name: row.filename,
    filename: row.filename,
    size: row.size,
    type: row.mimeType,
  };
}

/**
 * The name to keep for a file: the last part of what the browser sent (no folders), without
 * control characters, at most 255 characters; 'bestand' when nothing is left.
 */
export function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing these characters is the point.
  const clean = base.replace(/[\u0000-\u001F\u007F]/g, '').trim();
  return clean.slice(0, MAX_FILENAME_LENGTH) || FALLBACK_FILENAME;
}

/** 413 with the spec's text: 'Maximale bestandsgrootte is 20Mb.' */
export function fileTooLargeError(): DomainError {
  return new DomainError('PAYLOAD_TOO_LARGE', { messageKey: 'validation.fileSize' });
}

/** What an upload route accepts, and the text it refuses anything else with (415). */
export interface TUploadRule {
  /** The types the bytes may be of a file by this name; undefined: the name is refused. */
  typesFor: (filename: string) => readonly string[] | undefined;
  refusedKey: TAnswerMessageKey;
  /** A larger size than the 20 MB of every other upload (a datasource's CSV), and its 413. */
  maxBytes?: number;
  tooLarge?: () => DomainError;
}

/** The filler's uploads: whatever a file element accepts, by the bytes only. */
const FILL_UPLOAD: TUploadRule = {
  typesFor: () => FILE_ELEMENT_MIME_TYPES,
  refusedKey: 'server.file.typeRefused',
};

/** The element editor's uploads (doc 2 §5): by the name's extension and the bytes. */
export const FORM_ASSET_UPLOADS: Record<TFormAssetKind, TUploadRule> = {
  imagetag: {
    typesFor: (filename) => FORM_ASSET_TYPES.imagetag[extensionOf(filename)],
    refusedKey: 'server.file.imageTagTypes',
  },
  'static-file': {
    typesFor: (filename) => FORM_ASSET_TYPES['static-file'][extensionOf(filename)],
    refusedKey: 'server.file.staticFileTypes',
  },
};

function typeRefusedError(rule: TUploadRule): DomainError {
  return new DomainError('UNSUPPORTED_MEDIA_TYPE', { messageKey: rule.refusedKey });
}

/**
 * The bytes of `source` as they arrive, held to 20 MB (an error the moment one byte more
 * arrives) and checked by their type: the first {@link SNIFF_BYTES} are held back until their
 * type is read and accepted, then everything streams on. Only that head is ever in memory.
 */
async function* checkedBytes(
  source: AsyncIterable<Buffer>,
  accept: (head: Buffer) => Promise<void>,
  maxBytes = MAX_FILE_SIZE_BYTES,
  tooLarge = fileTooLargeError,
): AsyncGenerator<Buffer> {
  let head: Buffer[] = [];
  let headLength = 0;
  let total = 0;
  let checked = false;
  for await (const chunk of source) {
    total += chunk.length;
    if (total > maxBytes) throw tooLarge();
    if (checked) {
      yield chunk;
      continue;
    }
    head.push(chunk);
    headLength += chunk.length;
    if (headLength >= SNIFF_BYTES) {
      const bytes = Buffer.concat(head);
      head = [];
      await accept(bytes);
      checked = true;
      yield bytes;
    }
  }
  if (!checked) {
    const bytes = Buffer.concat(head);
    await accept(bytes);
    if (bytes.length > 0) yield bytes;
  }
}

/** What an upload carries: the file's bytes and the name the browser gave it. */
export interface TUploadPart {
  file: Readable;
  filename: string | undefined;
  /** The type the browser claimed (never trusted for what is stored). */
  type?: string;
}

/**
 * Where an upload belongs: a form (being filled, or with `permission` being edited), or (none
 * named) the user's current client.
 */
export type TUploadTarget = { formRef: string; permission?: TPermission } | { clientRef?: string };

/**
 * POST /api/file-upload/form(-hd)[?form_id=]: stores the file for the form the user is filling
 * (NOT_FOUND for a form they may not fill, before any byte is read). Without `form_id` the file
 * belongs to the user's current client (`client_id`, else their first client) and to no form
 * until a registration takes it; unclaimed it is purged like any upload. The type is read from
 * the bytes and must be one a file element accepts (415 otherwise); more than 20 MB is 413. The
 * file is the uploader's until a registration holding it is stored. Another `rule` (the
 * element editor's uploads) decides by the name too, refused before a byte is stored.
 */
export async function storeUpload(
  db: TDb,
  storage: TStorage,
  auth: TAuth,
  target: TUploadTarget,
  part: () => Promise<TUploadPart | undefined>,
  rule: TUploadRule = FILL_UPLOAD,
): Promise<TFileRow> {
  const owner = await uploadOwner(db, auth, target);
  const upload = await part();
  if (!upload) throw new DomainError('VALIDATION', { messageKey: 'server.file.missing' });
  const filename = cleanFilename(upload.filename);
  const accepted = rule.typesFor(filename);
  // A refused upload still sending is closed by plugins/unread-body.ts, like any early answer.
  if (!accepted) throw typeRefusedError(rule);
  let mimeType = '';
  const stored = await storage.put(
    Readable.from(
      checkedBytes(
        upload.file,
        async (head) => {
          const detected = await detectMimeType(head);
          if (!detected || !accepted.includes(detected)) throw typeRefusedError(rule);
          mimeType = detected;
        },
        rule.maxBytes,
        rule.tooLarge,
      ),
    ),
  );
  return insertFile(db, {
    ...owner,
    uploadedBy: auth.user.id,
    sha256: stored.key,
    size: stored.size,
    mimeType,
    filename,
  });
}

async function uploadOwner(db: TDb, auth: TAuth, target: TUploadTarget) {
  if ('formRef' in target) {
    const { ref } = await formForUser(db, auth, target.formRef, target.permission);
    return { clientId: ref.form.clientId, formId: ref.form.id };
  }
  const clientRef = target.clientRef ?? String((await firstClientOfUser(db, auth.user))?.id);
  const tenant = await tenantOfRef(db, auth, clientRef);
  return { clientId: tenant.client.id, formId: null };
}

/**
 * The file GET /api/file/{file_id} sends, for the signed-in user. Before it is attached to a
 * registration its uploader may have it, and so may whoever may see its form once that form
 * shows it (an imageTag's picture, a staticFile's file: the form's schema names it); after,
 * whoever may see that registration: its owner, its assignee, and managers with 'eform manage
 * form registrations' in its client. Everyone else gets NOT_FOUND, as for a file that does not
 * exist.
 */
export async function fileForDownload(
  db: TDb,
  auth: TAuth,
  fileRef: string,
): Promise<TFileDownload> {
  const file = await findFileByUuid(db, fileRef);
  if (!file) throw new DomainError('NOT_FOUND');
  const tenant = await tenantForClient(db, auth, file.clientId);
  if (file.registrationId === null) {
    if (file.uploadedBy === auth.user.id) return { ...file, registration: null };
    const formId = file.formId;
    const shown =
      formId !== null &&
      (await formShowsFile(db, file)) &&
      (await maySeeForm(db, formId, fillerIn(tenant, auth.user.id)));
    if (!shown) throw new DomainError('NOT_FOUND');
    return { ...file, registration: null };
  }
  const viewers = await findRegistrationViewers(db, file.clientId, file.registrationId);
  if (!viewers || !mayViewRegistration(tenant, auth.user.id, viewers)) {
    throw new DomainError('NOT_FOUND');
  }
  return { ...file, registration: { uuid: viewers.uuid, formId: viewers.formId } };
}

/** A file to download and, when it is part of one, its registration (for the audit log). */
export interface TFileDownload extends TFileRow {
  registration: { uuid: string; formId: number } | null;
}

/**
 * The file GET /api/guest/form/{guest_id}/file/{file_id} sends to anyone (no sign-in): one the
 * guest form shows (its schema names it, an imageTag's picture or a staticFile's file) and that
 * was uploaded for it. NOT_FOUND for any other file, and unless the form is published with guest
 * access.
 */
export async function guestFileForDownload(
  db: TDb,
  guestRef: string,
  fileRef: string,
): Promise<TFileRow> {
  const found = await findGuestFormFile(db, guestRef, fileRef);
  if (found?.guestAccess !== true) throw new DomainError('NOT_FOUND');
  return found.file;
}

/**
 * A form is deleted: its files (uploads and those of its registrations) can no longer be
 * downloaded, and the next upload purge removes them with their bytes (purgeOrphanUploads).
 */
export function releaseFormFiles(tx: TDb, clientId: number, formId: number): Promise<number> {
  return releaseFormFileRows(tx, clientId, formId);
}

/**
 * Reads other modules need of the files table: the form's own files by uuid (the e-mail Word
 * templates' pictures), and which storage keys no file row holds any more (before bytes go).
 */
export { findFormFilesByUuid, unreferencedKeys } from './files.repository';
