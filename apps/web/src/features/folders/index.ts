// The folders' public entry: the filler's folder screens, in the entry chunk (the fill path is
// login → folders → fill).
export { FolderFormsPage } from './components/folder-forms-page';
export { FolderListPage } from './components/folder-list-page';
