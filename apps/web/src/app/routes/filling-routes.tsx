import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { loadDashboardPage } from '../../features/dashboard';
import { loadDiagnosticsPage } from '../../features/diagnostics';
import {
  loadAssignedRegistrationsPage,
  loadFormFillPage,
  loadFormFillWorkflowPage,
  loadMyRegistrationsPage,
  loadTrackingMapPage,
  prefetchFillForm,
} from '../../features/filling';
import { FolderFormsPage, FolderListPage } from '../../features/folders';
import {
  loadUnsavedRegistrationsDebugPage,
  loadUnsendRegistrationsPage,
} from '../../features/saved-registrations';
import { queryClient } from '../query-client';
import { lazyRoute, type TRouteHandle } from './route-helpers';

/**
 * The fill route asks for its form when the router matches, in parallel with the screen's chunk
 * and the shell's session requests, instead of after them (issue 9: interactive in < 500 ms).
 */
function prefetchFillRoute({ params }: LoaderFunctionArgs): null {
  prefetchFillForm(queryClient, params.form_id ?? '', params.force_reload !== '0');
  return null;
}

const foldersHandle: TRouteHandle = { title: 'ui.folders.title' };
const folderFormsHandle: TRouteHandle = { title: 'ui.folderForms.titleUnknown' };

/**
 * Signed-in screens of document 1: dashboard, filling, registration lists, debug. The folder
 * screens are in the entry chunk (the fill path: login → folders → fill); the rest load on demand.
 */
export const fillingRoutes: RouteObject[] = [
  lazyRoute('/dashboard', 'ui.dashboard.title', loadDashboardPage),
  { path: '/folders', handle: foldersHandle, element: <FolderListPage /> },
  { path: '/folder/:folder_id/forms', handle: folderFormsHandle, element: <FolderFormsPage /> },
  {
    ...lazyRoute('/form/:form_id/:force_reload', 'ui.page.formFill', loadFormFillPage),
    loader: prefetchFillRoute,
  },
  lazyRoute(
    '/form-workflow/:form_id/:registration_id',
    'ui.page.formFillWorkflow',
    loadFormFillWorkflowPage,
  ),
  lazyRoute(
    '/unsend-registration-list',
    'ui.page.unsendRegistrations',
    loadUnsendRegistrationsPage,
  ),
  lazyRoute(
    '/assigned-registration-list',
    'ui.page.assignedRegistrations',
    loadAssignedRegistrationsPage,
  ),
  lazyRoute('/my-registration-list', 'ui.page.myRegistrations', loadMyRegistrationsPage),
  lazyRoute('/debug/ios-debugging', 'ui.page.iosDebugging', loadDiagnosticsPage),
  lazyRoute(
    '/debug/unsaved-registrations',
    'ui.page.unsavedRegistrations',
    loadUnsavedRegistrationsDebugPage,
  ),
  lazyRoute('/map/tracking/:form_id/:registration_id', 'ui.page.mapTracking', loadTrackingMapPage),
];
