import { z } from 'zod';
import { ZDbInteger } from './common';
import { ZName } from './forms';

/** One folder of GET /api/client/{id}/folders/user (doc 1 §2.7). */
export const ZUserFolder = z.object({
  folder_id: z.number().int(),
  folder_name: z.string(),
  folder_hidden: z.boolean(),
  folder_contains_forms: z.boolean(),
});
/** A folder the user may fill forms from. */
export type TUserFolder = z.infer<typeof ZUserFolder>;

/** GET /api/client/{id}/folders/user answer. */
export const ZUserFolderList = z.array(ZUserFolder);

/** A folder as the admin calls answer it (doc 2 §3 'Folder'). */
export const ZFolder = ZUserFolder.meta({ id: 'Folder' });
/** A folder. */
export type TFolder = z.infer<typeof ZFolder>;

/** GET /api/client/{id}/folders answer: the folders the user may manage, sorted by name. */
export const ZFolderList = z.array(ZFolder);

/** Path parameter naming a folder. */
export const ZFolderParams = z.object({
  folder_id: z.string().describe('Numeric folder id'),
});

/** POST /api/folder body (doc 2 §7). `hidden` needs 'eform view hidden folders'. */
export const ZCreateFolderBody = z.strictObject({
  folder_name: ZName,
  client_id: ZDbInteger,
  hidden: z.boolean().default(false),
});
/** A new folder. */
export type TCreateFolderBody = z.infer<typeof ZCreateFolderBody>;

/** PATCH /api/folder/{folder_id}/rename body. */
export const ZRenameFolderBody = z.strictObject({ folder_name: ZName });

/** PATCH /api/folder/{folder_id}/set-hidden body. */
export const ZSetFolderHiddenBody = z.strictObject({ hidden: z.boolean() });
