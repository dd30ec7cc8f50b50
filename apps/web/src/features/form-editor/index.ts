// The public entry of the element editor (the form detail's 'Bewerken' tab): only its chunk's
// loader, never a screen, which would pull the chunk into whoever imports this entry.
// Its screen reads and saves the open form through form-admin-kit.

/** Loads the element editor (one chunk, see screens.ts). */
export const loadFormEditorScreens = () => import('./screens');
