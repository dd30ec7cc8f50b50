import { type TPlainKeys, translator } from '../format';
import { editorWorkspaceMessages } from './editor-workspace';
import { elementEditorMessages } from './element-editor';
import { elementSettingsMessages } from './element-settings';
import { emailSettingsMessages } from './email-settings';
import { emailWordMessages } from './email-word';
import { formDetailMessages } from './form-detail';
import { formSharingMessages } from './form-sharing';
import { formsListsMessages } from './forms-lists';
import { integrationsMessages } from './integrations';
import { mapSearchSettingsMessages } from './map-search-settings';
import { periodicMailMessages } from './periodic-mail';
import { registrationChartsMessages } from './registration-charts';
import { registrationDetailMessages } from './registration-detail';
import { registrationReviewMessages } from './registration-review';
import { registrationsListMessages } from './registrations-list';
import { retentionMessages } from './retention';
import { richTextMessages } from './rich-text';
import { rulesEditorMessages } from './rules-editor';
import { adminSpecTextsFormsMessages } from './spec-texts-forms';
import { tokensFoldersMessages } from './tokens-folders';
import { uploadSettingsMessages } from './upload-settings';

/**
 * The Dutch texts only the form administration screens show (document 2): its lists, create
 * screens, form detail, sharing, tokens, rule editor, and the spec texts no other screen shows. A
 * catalogue of its own (import '@eform/core/messages/admin') so that they load with the admin
 * chunks and never weigh on the filler's entry chunk; texts the server answers with, shared
 * components show, or core names stay in the main catalogue. The server may import this one too.
 */
export const ADMIN_MESSAGES = {
  ...formsListsMessages,
  ...adminSpecTextsFormsMessages,
  ...formDetailMessages,
  ...formSharingMessages,
  ...tokensFoldersMessages,
  ...rulesEditorMessages,
  ...elementEditorMessages,
  ...elementSettingsMessages,
  ...mapSearchSettingsMessages,
  ...editorWorkspaceMessages,
  ...uploadSettingsMessages,
  ...registrationsListMessages,
  ...registrationDetailMessages,
  ...registrationReviewMessages,
  ...registrationChartsMessages,
  ...emailSettingsMessages,
  ...richTextMessages,
  ...emailWordMessages,
  ...periodicMailMessages,
  ...integrationsMessages,
  ...retentionMessages,
} as const;

/** A key of the admin catalogue. */
export type TAdminMessageKey = keyof typeof ADMIN_MESSAGES;

/** An admin key whose text has no `{param}`: safe to keep in data and pass to `ta()` later. */
export type TPlainAdminMessageKey = TPlainKeys<typeof ADMIN_MESSAGES>;

/**
 * The admin text for `key` with its `{name}` placeholders filled in (like `t`).
 * @example ta('forms.created', { name: 'Melding' })
 */
export const ta = translator(ADMIN_MESSAGES);

/** The parts, for the catalogue test (no key in two parts, none shared with another catalogue). */
export const ADMIN_MESSAGE_PARTS: Record<string, Record<string, string>> = {
  formsLists: formsListsMessages,
  adminSpecTextsForms: adminSpecTextsFormsMessages,
  formDetail: formDetailMessages,
  formSharing: formSharingMessages,
  tokensFolders: tokensFoldersMessages,
  rulesEditor: rulesEditorMessages,
  elementEditor: elementEditorMessages,
  elementSettings: elementSettingsMessages,
  mapSearchSettings: mapSearchSettingsMessages,
  editorWorkspace: editorWorkspaceMessages,
  uploadSettings: uploadSettingsMessages,
  registrationsList: registrationsListMessages,
  registrationDetail: registrationDetailMessages,
  registrationReview: registrationReviewMessages,
  registrationCharts: registrationChartsMessages,
  emailSettings: emailSettingsMessages,
  richText: richTextMessages,
  emailWord: emailWordMessages,
  periodicMail: periodicMailMessages,
  integrations: integrationsMessages,
  retention: retentionMessages,
};
