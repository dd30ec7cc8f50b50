// The form administration's public entry: the folder and form lists, the create pages and the
// form detail's shell with its tabs (form-detail/form-tabs.ts). Its screens share one chunk that
// loads on demand: only the loader is exported, never a screen, which would pull the chunk into
// whoever imports this entry.

/** Loads the form administration screens (one chunk, see screens.ts). */
export const loadFormsAdminScreens = () => import('./screens');
