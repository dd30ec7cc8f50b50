// The form administration's public entry. Its screens share one chunk (they share their tables,
// hooks and API calls) that loads on demand: only the loader is exported, never a screen, which
// would pull the chunk into whoever imports this entry.

/** Loads the form administration screens (one chunk, see components/screens.ts). */
export const loadFormsAdminScreens = () => import('./components/screens');
