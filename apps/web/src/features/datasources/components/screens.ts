// One chunk for the datasource screens (doc 3 §2 'Datasources'): they share the queries, the
// form fields and the import dialog.

export { DatasourceCreatePage } from './datasource-create-page';
export { DatasourceEditPage } from './datasource-edit-page';
export { DatasourceListPage } from './datasource-list-page';
export { DatasourceRemovePage } from './datasource-remove-page';
export { DatasourceShellPage } from './datasource-shell-page';
export { DatasourceViewPage } from './datasource-view-page';
