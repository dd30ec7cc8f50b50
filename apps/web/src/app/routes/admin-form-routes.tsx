import { FORM_LIST_ADMIN_PERMISSIONS } from '@eform/core/permissions';
import type { RouteObject } from 'react-router';
import { lazyRoute, wipRoute, withPermission } from './route-helpers';

const screens = () => import('../../features/forms-admin/components/screens');

/** Form administration (document 2 §2); each tab behind its own permission. */
export const adminFormRoutes: RouteObject[] = [
  withPermission(FORM_LIST_ADMIN_PERMISSIONS, [
    lazyRoute('/admin/form-list', 'ui.page.formListAdmin', () =>
      screens().then((m) => m.FormListAdminPage),
    ),
    lazyRoute('/admin/form-list/folder/:folder_id', 'ui.page.folderFormListAdmin', () =>
      screens().then((m) => m.FolderFormListAdminPage),
    ),
    {
      path: '/admin/form/:form_id',
      children: [
        wipRoute('', 'ui.page.formView', 'formAdmin', '/admin/form-list'),
        withPermission(
          ['eform manage form edit'],
          [wipRoute('edit', 'ui.page.formEdit', 'formAdmin')],
        ),
        withPermission(
          ['eform form delete'],
          [wipRoute('remove', 'ui.page.formRemove', 'formAdmin')],
        ),
        withPermission(
          ['eform manage form emails'],
          [wipRoute('emails', 'ui.page.formEmails', 'formAdmin')],
        ),
        withPermission(
          ['eform manage form conditions'],
          [wipRoute('rules', 'ui.page.formRules', 'formAdmin')],
        ),
        withPermission(
          ['eform manage form integrations'],
          [wipRoute('integrations', 'ui.page.formIntegrations', 'formAdmin')],
        ),
        withPermission(
          ['eform manage form registrations'],
          [
            wipRoute('registrations', 'ui.page.formRegistrations', 'formAdmin'),
            wipRoute('registrations/:registration_id', 'ui.page.formRegistration', 'formAdmin'),
          ],
        ),
      ],
    },
  ]),
  withPermission(
    ['eform manage forms'],
    [
      wipRoute('/admin/folder-list', 'ui.page.folderListAdmin', 'formAdmin'),
      lazyRoute('/admin/form-create', 'ui.page.formCreate', () =>
        screens().then((m) => m.FormCreatePage),
      ),
      lazyRoute('/admin/folder-create', 'ui.page.folderCreate', () =>
        screens().then((m) => m.FolderCreatePage),
      ),
    ],
  ),
];
