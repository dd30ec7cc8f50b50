import type { ZFormAccessGroup, ZFormAccessUser } from '@eform/core/api/forms-admin';
import { ta } from '@eform/core/messages/admin';
import type { z } from 'zod';

/** A change of access: share the form with a user or group (`grant`) or stop sharing. */
export type TAccessChange = { kind: 'user' | 'user_group'; id: number; grant: boolean };

/** One checkbox of the access panel. */
export type TAccessEntry = {
  kind: TAccessChange['kind'];
  id: number;
  /** Shown as the checkbox label: the e-mail address of a user, the name of a group. */
  label: string;
  /** Shown under it: a user's display name when it says more than the address. */
  detail: string | null;
  /** The checkbox's accessible name, 'Toegang voor …'; it contains the visible label. */
  accessibleName: string;
  hasAccess: boolean;
};

/** A user of GET get_users as a checkbox entry. */
export function userEntry(user: z.infer<typeof ZFormAccessUser>): TAccessEntry {
  const name = user.display_name.trim();
  return {
    kind: 'user',
    id: user.user_id,
    label: user.email,
    detail: name && name !== user.email ? name : null,
    accessibleName: ta('formSharing.access.user', { email: user.email }),
    hasAccess: user.has_access,
  };
}

/** A group of GET get_user_groups as a checkbox entry. */
export function groupEntry(group: z.infer<typeof ZFormAccessGroup>): TAccessEntry {
  return {
    kind: 'user_group',
    id: group.group_id,
    label: group.label,
    detail: null,
    accessibleName: ta('formSharing.access.group', { label: group.label }),
    hasAccess: group.has_access,
  };
}

/**
 * Whether the entry's checkbox is ticked: the change on its way for this entry, else the server's
 * answer, so a failed change puts the checkbox back where it was.
 */
export function isAccessChecked(entry: TAccessEntry, pending: TAccessChange | null): boolean {
  return pending?.kind === entry.kind && pending.id === entry.id ? pending.grant : entry.hasAccess;
}

/** Entries whose label or detail contains `query` (case-insensitive); all for a blank query. */
export function filterAccessEntries(
  entries: readonly TAccessEntry[],
  query: string,
): readonly TAccessEntry[] {
  const needle = query.trim().toLocaleLowerCase('nl');
  if (!needle) return entries;
  return entries.filter((entry) =>
    [entry.label, entry.detail ?? ''].some((text) => text.toLocaleLowerCase('nl').includes(needle)),
  );
}
