import { createContext, useContext } from 'react';

/** True when a path opens a placeholder screen (a route not built yet). */
export type TIsPlaceholderPath = (path: string) => boolean;

/**
 * The placeholder lookup, handed down by the app from its route tables
 * (`app/routes/placeholders.ts`): the menu and the dashboard hide entries that lead there, and
 * cannot import the route tables themselves, which import the features. Without a provider (a
 * screen rendered on its own in a test) no path is a placeholder.
 */
export const PlaceholderPathContext = createContext<TIsPlaceholderPath>(() => false);

/** The app's placeholder lookup (see {@link PlaceholderPathContext}). */
export function useIsPlaceholderPath(): TIsPlaceholderPath {
  return useContext(PlaceholderPathContext);
}
