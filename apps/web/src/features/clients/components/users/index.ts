// The client user screens (issue 21), loaded with the client area by their routes.
export { ClientUserAddPage } from './client-user-add-page';
export { ClientUserEditPage } from './client-user-edit-page';
export { ClientUsersPage } from './client-users-page';
