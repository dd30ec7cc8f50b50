import { fillTemplate, type TTemplateArgs } from '../format';
import { formDetailMessages } from './form-detail';
import { formSharingMessages } from './form-sharing';
import { tokensFoldersMessages } from './tokens-folders';

/**
 * The Dutch labels only the form administration screens show. A catalogue of its own (import
 * '@eform/core/messages/admin') so that they load with the admin chunks and never weigh on the
 * filler's entry chunk; spec texts and texts the server also answers stay in the main catalogue.
 */
export const ADMIN_MESSAGES = {
  ...formDetailMessages,
  ...formSharingMessages,
  ...tokensFoldersMessages,
} as const;

/** A key of the admin catalogue. */
export type TAdminMessageKey = keyof typeof ADMIN_MESSAGES;

/** The admin label for `key` with its `{name}` placeholders filled in (like `t`). */
export function ta<K extends TAdminMessageKey>(
  key: K,
  ...[params]: TTemplateArgs<(typeof ADMIN_MESSAGES)[K]>
): string {
  return fillTemplate(ADMIN_MESSAGES[key], params as Record<string, string | number> | undefined);
}

/** The parts, for the catalogue test (no key in two parts, none shared with the main one). */
export const ADMIN_MESSAGE_PARTS: Record<string, Record<string, string>> = {
  formDetail: formDetailMessages,
  formSharing: formSharingMessages,
  tokensFolders: tokensFoldersMessages,
};
