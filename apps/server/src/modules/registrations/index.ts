/**
 * The registrations module for other modules: what a form's deletion must do with the form's
 * registrations, and the registrations list's WHERE and ORDER BY (the exports select the same
 * rows). Other modules import from here, never from its files (the app alone imports the route
 * files).
 */
export {
  filterError,
  registrationListSql,
  type TListForm,
  type TListSelection,
  type TRegistrationListSql,
} from './registration-filters';
export { removeFormRegistrations } from './registration-removal';
