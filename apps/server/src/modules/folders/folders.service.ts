import type { TDb } from '../../db/client';
import type { TTenant } from '../clients/clients.service';
import { listClientFolders } from './folders.repository';

export interface TUserFolder {
  folder_id: number;
  folder_name: string;
  folder_hidden: boolean;
  folder_contains_forms: boolean;
}

/**
 * Folders the user may fill in from. Hidden folders stay listed: hiding only concerns admin
 * screens (doc 1 §6). Until forms exist every folder of the client is listed and none contains
 * forms; the forms module narrows this to folders with published forms the user may access.
 */
export async function listUserFolders(db: TDb, tenant: TTenant): Promise<TUserFolder[]> {
  const rows = await listClientFolders(db, tenant.client.id);
  return rows.map((row) => ({
    folder_id: row.id,
    folder_name: row.name,
    folder_hidden: row.hidden,
    folder_contains_forms: false,
  }));
}
