import type { RouteObject } from 'react-router';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { FolderFormsPage } from '../../features/folders/components/folder-forms-page';
import { FolderListPage } from '../../features/folders/components/folder-list-page';
import { type TRouteHandle, wipRoute } from './route-helpers';

const dashboardHandle: TRouteHandle = { title: 'ui.dashboard.title' };
const foldersHandle: TRouteHandle = { title: 'ui.folders.title' };
const folderFormsHandle: TRouteHandle = { title: 'ui.folderForms.titleUnknown' };

/** Signed-in screens of document 1: dashboard, filling, registration lists, debug. */
export const fillingRoutes: RouteObject[] = [
  { path: '/dashboard', handle: dashboardHandle, element: <DashboardPage /> },
  { path: '/folders', handle: foldersHandle, element: <FolderListPage /> },
  { path: '/folder/:folder_id/forms', handle: folderFormsHandle, element: <FolderFormsPage /> },
  wipRoute('/form/:form_id/:force_reload', 'ui.page.formFill', '/folders'),
  wipRoute('/form-workflow/:form_id/:registration_id', 'ui.page.formFillWorkflow'),
  wipRoute('/unsend-registration-list', 'ui.page.unsendRegistrations'),
  wipRoute('/assigned-registration-list', 'ui.page.assignedRegistrations'),
  wipRoute('/my-registration-list', 'ui.page.myRegistrations'),
  wipRoute('/debug/ios-debugging', 'ui.page.iosDebugging'),
  wipRoute('/debug/unsaved-registrations', 'ui.page.unsavedRegistrations'),
  wipRoute('/map/tracking/:form_id/:registration_id', 'ui.page.mapTracking'),
];
