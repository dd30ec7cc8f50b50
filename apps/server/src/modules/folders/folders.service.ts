import { DomainError } from '@eform/core/errors';
import { canToggleHiddenFolder, FORM_LIST_ADMIN_PERMISSIONS } from '@eform/core/permissions';
import type { TDb } from '../../db/client';
import {
  assertPermission,
  fillerIn,
  isForeignKeyViolation,
  parseNumericId,
  type TTenant,
  tenantForClient,
} from '../access';
import type { TAuth } from '../auth';
import {
  deleteFolder,
  findFolder,
  folderHoldsForms,
  insertFolder,
  listClientFolders,
  listFillableFolders,
  type TFolderRow,
  updateFolder,
} from './folders.repository';

/** A folder as the API answers it. */
export interface TFolder {
  id: number;
  name: string;
  hidden: boolean;
  containsForms: boolean;
}

/** A folder the user may fill forms from. */
export type TUserFolder = TFolder;

/**
 * Folders the user may fill in from: those holding a published form the user may fill (shared
 * with them or one of their groups; managers with form permissions reach every published form).
 * Hidden folders stay listed: hiding only concerns admin screens (doc 1 §2.7).
 */
export async function listUserFolders(
  db: TDb,
  tenant: TTenant,
  userId: number,
): Promise<TUserFolder[]> {
  const rows = await listFillableFolders(db, tenant.client.id, fillerIn(tenant, userId));
  return rows.map((row) => ({ ...row, containsForms: true }));
}

/**
 * The admin folder list (doc 2 §2): for holders of any form-list permission; hidden folders only
 * for those with 'eform view hidden folders' (form managers do not manage hidden folders).
 */
export async function listAdminFolders(db: TDb, tenant: TTenant): Promise<TFolder[]> {
  if (!FORM_LIST_ADMIN_PERMISSIONS.some((p) => tenant.permissions.includes(p))) {
    throw new DomainError('FORBIDDEN');
  }
  return listClientFolders(db, tenant.client.id, {
    withHidden: tenant.permissions.includes('eform view hidden folders'),
  });
}

/** POST /api/folder: 'eform manage forms' in the named client; hidden needs the hidden right. */
export async function createFolder(
  db: TDb,
  auth: TAuth,
  input: { clientId: number; name: string; hidden: boolean },
): Promise<TFolder> {
  const tenant = await tenantForClient(db, auth, input.clientId);
  assertPermission(tenant, 'eform manage forms');
  if (input.hidden) assertPermission(tenant, 'eform view hidden folders');
  const row = await insertFolder(db, input);
  return toFolder(row, false);
}

/**
 * The folder the path names, for an admin action: NOT_FOUND for another client's folder,
 * FORBIDDEN without 'eform manage forms', and for a hidden folder unless admin or
 * client_manager (hidden folders hide admin actions from everyone else, doc 2 §2).
 */
async function folderForAdminAction(
  db: TDb,
  auth: TAuth,
  folderRef: string,
): Promise<{ folder: TFolderRow; tenant: TTenant }> {
  const folder = await findFolder(db, parseNumericId(folderRef));
  if (!folder) throw new DomainError('NOT_FOUND');
  const tenant = await tenantForClient(db, auth, folder.clientId);
  assertPermission(tenant, 'eform manage forms');
  if (folder.hidden && !canToggleHiddenFolder(tenant.roles)) throw new DomainError('FORBIDDEN');
  return { folder, tenant };
}

export async function renameFolder(
  db: TDb,
  auth: TAuth,
  folderRef: string,
  name: string,
): Promise<TFolder> {
  const { folder } = await folderForAdminAction(db, auth, folderRef);
  const row = await updateFolder(db, folder.clientId, folder.id, { name });
  if (!row) throw new DomainError('NOT_FOUND');
  return toFolder(row, await folderHoldsForms(db, row.id));
}

/** Hide or show a folder: admin or client_manager only (core `canToggleHiddenFolder`). */
export async function setFolderHidden(
  db: TDb,
  auth: TAuth,
  folderRef: string,
  hidden: boolean,
): Promise<TFolder> {
  const folder = await findFolder(db, parseNumericId(folderRef));
  if (!folder) throw new DomainError('NOT_FOUND');
  const tenant = await tenantForClient(db, auth, folder.clientId);
  if (!canToggleHiddenFolder(tenant.roles)) throw new DomainError('FORBIDDEN');
  const row = await updateFolder(db, folder.clientId, folder.id, { hidden });
  if (!row) throw new DomainError('NOT_FOUND');
  return toFolder(row, await folderHoldsForms(db, row.id));
}

/**
 * Deletes an empty folder. While it holds forms: CONFLICT with the spec's alert. A form added
 * between the check and the delete is caught by the foreign key (restrict), same answer.
 */
export async function removeFolder(db: TDb, auth: TAuth, folderRef: string): Promise<void> {
  const { folder } = await folderForAdminAction(db, auth, folderRef);
  const notEmpty = () => new DomainError('CONFLICT', { messageKey: 'folder.notEmpty' });
  if (await folderHoldsForms(db, folder.id)) throw notEmpty();
  try {
    await deleteFolder(db, folder.clientId, folder.id);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notEmpty();
    throw error;
  }
}

/** A folder by id, any client: the caller resolves the tenant from it (or compares it). */
export function findFolderById(db: TDb, id: number): Promise<TFolderRow | undefined> {
  return findFolder(db, id);
}

function toFolder(row: TFolderRow, containsForms: boolean): TFolder {
  return { id: row.id, name: row.name, hidden: row.hidden, containsForms };
}
