// The public entry of the rules editor (the form detail's 'Regels' tab): only its chunk's
// loader, never a screen, which would pull the chunk into whoever imports this entry.
// Its screen reads and saves the open form through form-admin-kit.

/** Loads the rules editor (one chunk, see screens.ts). */
export const loadFormRulesScreens = () => import('./screens');
