import type { TPlainAdminMessageKey } from '@eform/core/messages/admin';
import type { TPermission } from '@eform/core/permissions';
import { loadFormEditorScreens } from '../../form-editor';
import { loadFormEmailsScreens } from '../../form-emails';
import { loadFormIntegrationsScreens } from '../../form-integrations';
import { loadFormRulesScreens } from '../../form-rules';
import { loadRegistrationsAdminScreens } from '../../registrations-admin';

/** One tab of the form detail: its path segment below /admin/form/{form_id}, label, permission. */
export type TFormTab = { segment: string; label: TPlainAdminMessageKey; permission?: TPermission };

/**
 * The six tabs of the form container (doc 2 §2), each shown by its permission.
 *
 * Where a tab plugs in: its screens are a feature of their own (features/form-<tab>/, an
 * index.ts exporting only its chunk's loader, the screen reading and saving the open form
 * through form-admin-kit's useFormDetail); its entry goes here and its loader in
 * {@link FORM_TAB_SCREENS}; its route is a child of '/admin/form/:form_id' in
 * app/routes/admin-form-routes.tsx behind the same permission. Bekijk and Verwijderen are this
 * feature's own (form-view/, form-detail/form-remove-page.tsx).
 */
export const FORM_TABS: readonly TFormTab[] = [
  { segment: '', label: 'forms.tab.view' },
  { segment: 'edit', label: 'forms.tab.edit', permission: 'eform manage form edit' },
  { segment: 'emails', label: 'forms.tab.emails', permission: 'eform manage form emails' },
  { segment: 'rules', label: 'forms.tab.rules', permission: 'eform manage form conditions' },
  {
    segment: 'integrations',
    label: 'forms.tab.integrations',
    permission: 'eform manage form integrations',
  },
  {
    segment: 'registrations',
    label: 'forms.tab.registrations',
    permission: 'eform manage form registrations',
  },
];

/**
 * The loaders of the tabs that are features of their own. The routes reach them through this
 * chunk (its shell is the tabs' parent route, so it is loaded first anyway): their import()s and
 * the chunk lists Vite preloads with each live here, not in the entry every filler downloads.
 */
export const FORM_TAB_SCREENS = {
  edit: loadFormEditorScreens,
  emails: loadFormEmailsScreens,
  rules: loadFormRulesScreens,
  integrations: loadFormIntegrationsScreens,
  registrations: loadRegistrationsAdminScreens,
} as const;
