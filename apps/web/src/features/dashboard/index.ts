// The dashboard's public entry. The page is a chunk of its own (not on the fill path, see
// build/bundle-budget.ts): only its loader is exported, never the page itself, which would pull
// it into the chunk of whoever imports this entry.

/** Loads the dashboard screen (a lazy route). */
export const loadDashboardPage = () =>
  import('./components/dashboard-page').then((m) => m.DashboardPage);
