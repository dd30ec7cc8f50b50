import type { TDb } from '../../db/client';
import type { TTenant } from '../clients/clients.service';
import { listClientFolders } from './folders.repository';

/** A folder the user may fill forms from. */
export interface TUserFolder {
  id: number;
  name: string;
  hidden: boolean;
  containsForms: boolean;
}

/**
 * Folders the user may fill in from. Hidden folders stay listed: hiding only concerns admin
 * screens (doc 1 §6). Until forms exist every folder of the client is listed and none contains
 * forms; the forms module narrows this to folders with published forms the user may access.
 */
export async function listUserFolders(db: TDb, tenant: TTenant): Promise<TUserFolder[]> {
  const rows = await listClientFolders(db, tenant.client.id);
  return rows.map((row) => ({ ...row, containsForms: false }));
}
