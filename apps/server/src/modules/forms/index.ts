/**
 * Forms: creating, editing, publishing, copying and deleting them, their revisions, sharing, and
 * every list of forms. The app alone imports forms.routes.ts and form-lists.routes.ts.
 */
export { checkFormContent } from './form-validation';
