// The datasource screens' public entry (doc 3 §2 'Datasources'): only the chunk's loader, never
// a screen or a query, which would pull the chunk into the routes' entry.

/** Loads the datasource screens (one chunk, see components/screens.ts). */
export const loadDatasourceScreens = () => import('./components/screens');
