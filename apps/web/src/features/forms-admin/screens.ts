// One chunk for the form administration screens: they share their tables, hooks and API calls.
// The element editor is here too: in a chunk of its own, the core modules it shares with these
// screens (the editor checks, the schema tree) became a common chunk the fill screen loaded.

export { FormEmailsPage } from './email-settings/form-emails-page';
export { FolderCreatePage } from './folder-create-page';
export { FolderFormListAdminPage } from './folder-form-list-admin-page';
export { FolderListAdminPage } from './folder-list-admin-page';
export { FormCreatePage } from './form-create-page';
export { FormRemovePage } from './form-detail/form-remove-page';
export { FormShellPage } from './form-detail/form-shell-page';
export { FormViewPage } from './form-detail/form-view-page';
export { FormEditPage } from './form-editor/form-edit-page';
export { FormListAdminPage } from './form-list-admin-page';
export { RegistrationDetailPage } from './registrations/registration-detail-page';
export { FormRegistrationsPage } from './registrations/registrations-page';
export { FormRulesPage } from './rules-editor/form-rules-page';
