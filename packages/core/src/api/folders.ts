import { z } from 'zod';

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
