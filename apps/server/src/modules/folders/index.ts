/**
 * Folders of a client's forms: the lists, creating, renaming, hiding and removing them. The forms
 * module lists the forms under a folder. The app alone imports folders.routes.ts.
 */
export { findFolderById } from './folders.service';
