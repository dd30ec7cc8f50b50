/**
 * The registrations module for other modules: what a form's deletion must do with the form's
 * registrations. Other modules import from here, never from its files (the app alone imports
 * registrations.routes.ts).
 */
export { removeFormRegistrations } from './registration-removal';
