// The admin dashboard's public entry (doc 3 'Admin dashboard and reports'). Its screen loads on
// demand: only the loader is exported, never the screen.

/** Loads the admin dashboard screen (one chunk, see components/screens.ts). */
export const loadAdminDashboardScreens = () => import('./components/screens');
