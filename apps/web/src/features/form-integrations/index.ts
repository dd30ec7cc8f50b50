// The public entry of the integrations (the form detail's 'Integraties' tab): only its chunk's
// loader, never a screen, which would pull the chunk into whoever imports this entry.
// Its screen reads and saves the open form through form-admin-kit.

/** Loads the integrations tab (one chunk, see screens.ts). */
export const loadFormIntegrationsScreens = () => import('./screens');
