import { DomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import {
  canManageAllForms,
  fillerIn,
  parseNumericId,
  type TAsker,
  type TTenant,
  tenantForClient,
} from '../access';
import { findFolderById } from '../folders';
import { listClientForms, listFillableFolderForms } from './forms.repository';

/** Admin form lists (doc 2 §2): for holders of a form-list permission. */
export async function listAdminForms(db: TDb, tenant: TTenant, folderId: number | null | 'all') {
  if (!canManageAllForms(tenant) && !tenant.permissions.includes('eform manage forms')) {
    throw new DomainError('FORBIDDEN');
  }
  return listClientForms(db, tenant.client.id, folderId);
}

/** The folder a path names, with the user's tenant in its client; NOT_FOUND outside it. */
async function folderForUser(db: TDb, auth: TAsker, folderRef: string) {
  const folder = await findFolderById(db, parseNumericId(folderRef));
  if (!folder) throw new DomainError('NOT_FOUND');
  return { folder, tenant: await tenantForClient(db, auth, folder.clientId) };
}

/** Admin list of one folder's forms, the folder named by the path. */
export async function listAdminFolderForms(db: TDb, auth: TAsker, folderRef: string) {
  const { folder, tenant } = await folderForUser(db, auth, folderRef);
  return listAdminForms(db, tenant, folder.id);
}

/** The filler's folder contents (doc 1 §2.8): the forms the user may fill there, by name. */
export async function listUserFolderForms(db: TDb, auth: TAsker, folderRef: string) {
  const { folder, tenant } = await folderForUser(db, auth, folderRef);
  return listFillableFolderForms(db, folder.id, fillerIn(tenant, auth.user.id));
}
