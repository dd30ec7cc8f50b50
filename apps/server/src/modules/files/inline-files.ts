import type { TSchema } from '@eform/core/elements';
import type { TDb } from '../../db/client';
import type { TStorage } from '../../storage/storage';

/**
 * Who stores inline files: the form's client (the file rows' client_id), the form, the user
 * (null for a guest) and the storage the bytes go to.
 */
export interface TInlineFilesContext {
  clientId: number;
  formId: number;
  userId: number | null;
  storage: TStorage;
}

/**
 * Stores the base64 data in the file values of file, image and signature elements (also inside
 * subform items) as files, and answers the values with those file values carrying `url` instead
 * of base64, plus the new files' ids (to attach to the registration with `attachFiles`).
 */
export async function storeInlineFiles(
  _tx: TDb,
  _ctx: TInlineFilesContext,
  _schema: TSchema,
  values: Record<string, unknown>,
): Promise<{ values: Record<string, unknown>; fileIds: number[] }> {
  return { values, fileIds: [] };
}

/** Marks the files as belonging to the registration: from then on its viewers may download them. */
export async function attachFiles(
  _tx: TDb,
  _clientId: number,
  _registrationId: number,
  _fileIds: readonly number[],
): Promise<void> {}
