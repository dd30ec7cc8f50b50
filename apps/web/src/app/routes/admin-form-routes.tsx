import { FORM_LIST_ADMIN_PERMISSIONS } from '@eform/core/permissions';
import type { RouteObject } from 'react-router';
import { wipRoute, withPermission } from './route-helpers';

/** Form administration (document 2 §2); each tab behind its own permission. */
export const adminFormRoutes: RouteObject[] = [
  withPermission(FORM_LIST_ADMIN_PERMISSIONS, [
    wipRoute('/admin/form-list', 'ui.page.formListAdmin', 'formAdmin'),
    wipRoute(
      '/admin/form-list/folder/:folder_id',
      'ui.page.folderFormListAdmin',
      'formAdmin',
      '/admin/form-list',
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
      wipRoute('/admin/form-create', 'ui.page.formCreate', 'formAdmin', '/admin/form-list'),
      wipRoute('/admin/folder-create', 'ui.page.folderCreate', 'formAdmin', '/admin/folder-list'),
    ],
  ),
];
