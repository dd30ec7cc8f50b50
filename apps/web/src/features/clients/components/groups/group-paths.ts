import { clientPath } from '../../lib/client-paths';

/** client_user_groups of the client. */
export const groupListPath = (clientId: number) => clientPath(clientId, 'user-groups');

/** client_user_group_edit of a group. */
export const groupEditPath = (clientId: number, groupId: number | string) =>
  clientPath(clientId, `group/${groupId}/edit`);
