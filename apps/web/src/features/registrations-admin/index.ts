// The public entry of a form's registrations (the form detail's 'Registraties' tab): only the
// chunk's loader, never a screen, which would pull the chunk into the routes' entry.

/** Loads the registrations screens (one chunk, see screens.ts). */
export const loadRegistrationsAdminScreens = () => import('./screens');
