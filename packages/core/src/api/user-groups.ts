import { z } from 'zod';
import { ZName } from './forms';

/** Path parameter naming a user group. */
export const ZGroupParams = z.object({
  group_id: z.string().describe('Numeric user group id'),
});

/** Path parameters of add-user / remove-user: the group and the user (numeric id or uuid). */
export const ZGroupUserParams = ZGroupParams.extend({
  user_id: z.string().describe('Numeric user id or user uuid'),
});

/** A member of a group (doc 3 §3 'User group': users with name and id). */
export const ZGroupUser = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string().describe('Display name, or the e-mail address when there is none'),
  email: z.string(),
});
/** A member of a group. */
export type TGroupUser = z.infer<typeof ZGroupUser>;

/** A user group with its client and its users (doc 3 §3). */
export const ZUserGroup = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    label: z.string(),
    client_id: z.number().int(),
    users: z.array(ZGroupUser).describe('Sorted by name'),
  })
  .meta({ id: 'UserGroup' });
/** A user group. */
export type TUserGroup = z.infer<typeof ZUserGroup>;

/** GET /api/clients/{client_id}/user-groups answer: the client's groups sorted by label. */
export const ZUserGroupList = z.array(ZUserGroup);

/** POST /api/clients/{client_id}/user-groups and PATCH /api/user-groups/{group_id} body. */
export const ZUserGroupBody = z.strictObject({ label: ZName });
/** A group's name as sent. */
export type TUserGroupBody = z.infer<typeof ZUserGroupBody>;

/** One form the group may fill (GET api/user-groups/{group_id}/forms). */
export const ZGroupForm = z.object({
  form_id: z.string().describe('form_id (uuid)'),
  form_name: z.string(),
});
/** A form of a group. */
export type TGroupForm = z.infer<typeof ZGroupForm>;

/** GET api/user-groups/{group_id}/forms answer, sorted by form name. */
export const ZGroupFormList = z.array(ZGroupForm);
