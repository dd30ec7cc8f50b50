// One chunk for the client area's screens: they share the client's queries, the shell and its
// tabs. The users, groups and credits screens rendered inside the shell live in their own chunks.

export { ClientCreatePage } from './client-create-page';
export { ClientEditPage } from './client-edit-page';
export { ClientListAdminPage, ClientListAssignedPage } from './client-list-page';
export { ClientRemovePage } from './client-remove-page';
export { ClientShellPage } from './client-shell-page';
export { ClientViewPage } from './client-view-page';
