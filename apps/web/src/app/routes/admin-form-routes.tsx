import { FORM_LIST_ADMIN_PERMISSIONS } from '@eform/core/permissions';
import type { RouteObject } from 'react-router';
import { loadFormsAdminScreens } from '../../features/forms-admin';
import { lazyRoute, withPermission } from './route-helpers';

const screens = loadFormsAdminScreens;
/** A tab feature's screens, through the form administration's chunk (see its form-tabs.ts). */
const tabScreens = () => screens().then((m) => m.FORM_TAB_SCREENS);

/**
 * Form administration (document 2 §2); each tab behind its own permission. A tab's screens are a
 * feature of their own with its own chunk, loaded through the form administration's chunk; the
 * tab list is features/forms-admin/form-detail/form-tabs.ts.
 */
export const adminFormRoutes: RouteObject[] = [
  withPermission(FORM_LIST_ADMIN_PERMISSIONS, [
    lazyRoute('/admin/form-list', 'ui.page.formListAdmin', () =>
      screens().then((m) => m.FormListAdminPage),
    ),
    lazyRoute('/admin/form-list/folder/:folder_id', 'ui.page.folderFormListAdmin', () =>
      screens().then((m) => m.FolderFormListAdminPage),
    ),
    lazyRoute(
      '/admin/form/:form_id',
      'ui.page.formView',
      () => screens().then((m) => m.FormShellPage),
      [
        lazyRoute('', 'ui.page.formView', () => screens().then((m) => m.FormViewPage)),
        withPermission(
          ['eform manage form edit'],
          [
            lazyRoute('edit', 'ui.page.formEdit', () =>
              tabScreens()
                .then((tabs) => tabs.edit())
                .then((m) => m.FormEditPage),
            ),
          ],
        ),
        withPermission(
          ['eform form delete'],
          [
            lazyRoute('remove', 'ui.page.formRemove', () =>
              screens().then((m) => m.FormRemovePage),
            ),
          ],
        ),
        withPermission(
          ['eform manage form emails'],
          [
            lazyRoute('emails', 'ui.page.formEmails', () =>
              tabScreens()
                .then((tabs) => tabs.emails())
                .then((m) => m.FormEmailsPage),
            ),
          ],
        ),
        withPermission(
          ['eform manage form conditions'],
          [
            lazyRoute('rules', 'ui.page.formRules', () =>
              tabScreens()
                .then((tabs) => tabs.rules())
                .then((m) => m.FormRulesPage),
            ),
          ],
        ),
        withPermission(
          ['eform manage form integrations'],
          [
            lazyRoute('integrations', 'ui.page.formIntegrations', () =>
              tabScreens()
                .then((tabs) => tabs.integrations())
                .then((m) => m.FormIntegrationsPage),
            ),
          ],
        ),
        withPermission(
          ['eform manage form registrations'],
          [
            lazyRoute('registrations', 'ui.page.formRegistrations', () =>
              tabScreens()
                .then((tabs) => tabs.registrations())
                .then((m) => m.FormRegistrationsPage),
            ),
            lazyRoute('registrations/:registration_id', 'ui.page.formRegistration', () =>
              tabScreens()
                .then((tabs) => tabs.registrations())
                .then((m) => m.RegistrationDetailPage),
            ),
          ],
        ),
      ],
    ),
  ]),
  withPermission(
    ['eform manage forms'],
    [
      lazyRoute('/admin/folder-list', 'ui.page.folderListAdmin', () =>
        screens().then((m) => m.FolderListAdminPage),
      ),
      lazyRoute('/admin/form-create', 'ui.page.formCreate', () =>
        screens().then((m) => m.FormCreatePage),
      ),
      lazyRoute('/admin/folder-create', 'ui.page.folderCreate', () =>
        screens().then((m) => m.FolderCreatePage),
      ),
    ],
  ),
];
