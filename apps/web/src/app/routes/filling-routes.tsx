import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { FolderFormsPage } from '../../features/folders/components/folder-forms-page';
import { FolderListPage } from '../../features/folders/components/folder-list-page';
import { queryClient } from '../query-client';
import { lazyRoute, type TRouteHandle, wipRoute } from './route-helpers';
import { loadFormFillScreen } from './screens/load-form-fill-screen';

/**
 * The fill route asks for its form when the router matches, in parallel with the screen's chunk
 * and the shell's session requests, instead of after them (issue 9: interactive in < 500 ms).
 */
function prefetchFillForm({ params }: LoaderFunctionArgs): null {
  const formId = params.form_id ?? '';
  const forceReload = params.force_reload !== '0';
  void import('../../features/filling/api/fill-api').then(({ fillFormQuery }) =>
    queryClient.prefetchQuery(fillFormQuery(formId, forceReload)),
  );
  return null;
}

const foldersHandle: TRouteHandle = { title: 'ui.folders.title' };
const folderFormsHandle: TRouteHandle = { title: 'ui.folderForms.titleUnknown' };

/**
 * Signed-in screens of document 1: dashboard, filling, registration lists, debug. The folder
 * screens are in the entry chunk (the fill path: login → folders → fill); the rest load on demand.
 */
export const fillingRoutes: RouteObject[] = [
  lazyRoute('/dashboard', 'ui.dashboard.title', () =>
    import('../../features/dashboard/components/dashboard-page').then((m) => m.DashboardPage),
  ),
  { path: '/folders', handle: foldersHandle, element: <FolderListPage /> },
  { path: '/folder/:folder_id/forms', handle: folderFormsHandle, element: <FolderFormsPage /> },
  {
    ...lazyRoute('/form/:form_id/:force_reload', 'ui.page.formFill', loadFormFillScreen),
    loader: prefetchFillForm,
  },
  lazyRoute('/form-workflow/:form_id/:registration_id', 'ui.page.formFillWorkflow', () =>
    import('../../features/filling/components/screens/workflow/form-fill-workflow-page').then(
      (m) => m.FormFillWorkflowPage,
    ),
  ),
  wipRoute('/unsend-registration-list', 'ui.page.unsendRegistrations', 'filling'),
  lazyRoute('/assigned-registration-list', 'ui.page.assignedRegistrations', () =>
    import('../../features/filling/components/screens/assigned/assigned-registrations-page').then(
      (m) => m.AssignedRegistrationsPage,
    ),
  ),
  lazyRoute('/my-registration-list', 'ui.page.myRegistrations', () =>
    import('../../features/filling/components/screens/my-registrations/my-registrations-page').then(
      (m) => m.MyRegistrationsPage,
    ),
  ),
  wipRoute('/debug/ios-debugging', 'ui.page.iosDebugging', 'filling'),
  wipRoute('/debug/unsaved-registrations', 'ui.page.unsavedRegistrations', 'filling'),
  wipRoute('/map/tracking/:form_id/:registration_id', 'ui.page.mapTracking', 'clients'),
];
