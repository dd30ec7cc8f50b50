// One chunk for the form administration screens: they share their tables, hooks and API calls.
export { FolderCreatePage } from './folder-create-page';
export { FolderFormListAdminPage } from './folder-form-list-admin-page';
export { FormCreatePage } from './form-create-page';
export { FormListAdminPage } from './form-list-admin-page';
