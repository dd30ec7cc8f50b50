// The client area's public entry (doc 3 'Client area'). Its screens share one chunk that loads
// on demand: only the loader and the shell's small context hook are exported, never a screen,
// which would pull the chunk into whoever imports this entry.

/** Loads the client area screens (one chunk, see components/screens.ts). */
export const loadClientScreens = () => import('./components/screens');

/** Loads the client user screens (issue 21: users list, add, roles of one user). */
export const loadClientUserScreens = () => import('./components/users');

/** Loads the group screens (issue 21: group list, add, edit). */
export const loadClientGroupScreens = () => import('./components/groups');

/** Loads the credit and purchase screens (issue 21: credits, admin add, buy credits, buy modules). */
export const loadClientCreditScreens = () => import('./components/credits');

/** Loads the 'Verzoeken van betrokkenen' screen (issue 34: find, export, erase a person's registrations). */
export const loadClientSubjectRequestScreens = () => import('./components/subject-requests');

/** Loads the credit-usage chart 'Verbruikte credits' (the admin dashboard shows it for all clients). */
export const loadCreditChart = () => import('./components/credit-chart-screen');

export { type TShellClient, useShellClient } from './hooks/use-shell-client';
