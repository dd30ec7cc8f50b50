// One chunk for the form administration's own screens: the folder and form lists, the create
// pages, and the form detail's shell with its 'Bekijk' and 'Verwijderen' screens. The shell's
// other tabs are features of their own (form-editor, form-emails, form-rules,
// registrations-admin), each its own chunk, loaded through FORM_TAB_SCREENS (form-detail/form-tabs.ts).

export { FormRemovePage } from './form-detail/form-remove-page';
export { FormShellPage } from './form-detail/form-shell-page';
export { FORM_TAB_SCREENS } from './form-detail/form-tabs';
export { FolderCreatePage } from './form-list/folder-create-page';
export { FolderFormListAdminPage } from './form-list/folder-form-list-admin-page';
export { FolderListAdminPage } from './form-list/folder-list-admin-page';
export { FormCreatePage } from './form-list/form-create-page';
export { FormListAdminPage } from './form-list/form-list-admin-page';
export { FormViewPage } from './form-view/form-view-page';
