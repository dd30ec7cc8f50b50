// The public entry of the e-mail settings (the form detail's 'E-mails' tab): only its chunk's
// loader, never a screen, which would pull the chunk into whoever imports this entry.
// Its screen reads and saves the open form through form-admin-kit.

/** Loads the e-mail settings (one chunk, see screens.ts). */
export const loadFormEmailsScreens = () => import('./screens');
