import { DomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import { formForUser, parseNumericId, type TAsker } from '../access';
import {
  addFormAccess,
  findClientGroup,
  findClientMember,
  listAssignedUsers,
  listClientGroupsWithAccess,
  listClientUsersWithAccess,
  removeFormAccess,
} from './forms.repository';
import { reloadForm, type TFormDetail } from './forms.service';

type TSubject = { kind: 'user' | 'group'; ref: string };

/**
 * Shares the form with a user or group of its own client, or stops sharing. A user or group of
 * another client (or none at all): NOT_FOUND. Answers the updated form.
 */
export async function changeAccess(
  db: TDb,
  auth: TAsker,
  formRef: string,
  subject: TSubject,
  grant: boolean,
): Promise<TFormDetail> {
  const { ref } = await formForUser(db, auth, formRef, 'eform manage form users');
  const id = parseNumericId(subject.ref);
  const clientId = ref.form.clientId;
  const found =
    subject.kind === 'user'
      ? await findClientMember(db, clientId, id)
      : await findClientGroup(db, clientId, id);
  if (!found) throw new DomainError('NOT_FOUND');
  const key = subject.kind === 'user' ? { userId: id } : { groupId: id };
  if (grant) await addFormAccess(db, { clientId, formId: ref.form.id, ...key });
  else await removeFormAccess(db, clientId, ref.form.id, key);
  return reloadForm(db, ref.form.id);
}

export async function getAccessUsers(db: TDb, auth: TAsker, formRef: string) {
  const { ref } = await formForUser(db, auth, formRef, 'eform manage form users');
  return listClientUsersWithAccess(db, ref.form.clientId, ref.form.id);
}

export async function getAccessGroups(db: TDb, auth: TAsker, formRef: string) {
  const { ref } = await formForUser(db, auth, formRef, 'eform manage form users');
  return listClientGroupsWithAccess(db, ref.form.clientId, ref.form.id);
}

export async function getAssignedUsers(db: TDb, auth: TAsker, formRef: string) {
  const { ref } = await formForUser(db, auth, formRef, 'eform manage form users');
  return listAssignedUsers(db, ref.form.id);
}
