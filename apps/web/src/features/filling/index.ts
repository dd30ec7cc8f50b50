import type { QueryClient } from '@tanstack/react-query';

// The filler's public entry. Each screen is a chunk of its own, loaded by its route: this entry
// exports loaders (dynamic imports) and never a screen itself, which would pull that screen into
// the entry chunk of the app. The fill screen's chunk is the fill path (build/bundle-budget.ts).

/**
 * The fill screen (`/form/:form_id/:force_reload`), the fill path's own chunk: loaded by the route
 * and, on a page load of the fill route, by the entry's first module (early.ts) before the rest of
 * the entry is even evaluated, so its chunks arrive while React and the router start. Its chunks
 * are compile-hinted (vite.config.ts).
 */
export const loadFormFillPage = () =>
  import('./components/screens/form-fill/form-fill-page').then((m) => m.FormFillPage);

/** Continuing a workflow registration (`/form-workflow/:form_id/:registration_id`). */
export const loadFormFillWorkflowPage = () =>
  import('./components/screens/workflow/form-fill-workflow-page').then(
    (m) => m.FormFillWorkflowPage,
  );

/** The registrations assigned to the user. */
export const loadAssignedRegistrationsPage = () =>
  import('./components/screens/assigned/assigned-registrations-page').then(
    (m) => m.AssignedRegistrationsPage,
  );

/** The user's own sent registrations. */
export const loadMyRegistrationsPage = () =>
  import('./components/screens/my-registrations/my-registrations-page').then(
    (m) => m.MyRegistrationsPage,
  );

/** The route a registration's tracking fields recorded (`/map/tracking/:form_id/:registration_id`). */
export const loadTrackingMapPage = () =>
  import('./components/screens/tracking-map/tracking-map-page').then((m) => m.TrackingMapPage);

/** A guest form (`/guest/form/:guest_id`), without sign-in. */
export const loadGuestFormPage = () =>
  import('./components/screens/guest/guest-form-page').then((m) => m.GuestFormPage);

/**
 * A public map (`/guest/map/:map_uuid`, `/guest/map/:form_id/:element_name`), without sign-in:
 * a chunk of its own with the map, off the fill path.
 */
export const loadGuestMapPage = () =>
  import('./components/screens/guest-map/guest-map-page').then((m) => m.GuestMapPage);

/**
 * Asks for the form a fill route opens, in parallel with the screen's chunk (issue 9), into
 * `queryClient`'s cache, where the screen then finds it.
 */
export function prefetchFillForm(
  queryClient: QueryClient,
  formId: string,
  forceReload: boolean,
): void {
  void import('./api/fill-api').then(({ fillFormQuery }) =>
    queryClient.prefetchQuery(fillFormQuery(formId, forceReload)),
  );
}

/**
 * The filling renderer and its store, for the form editor's live preview: loaded by the admin
 * chunk when the preview first shows, so neither weighs on the other's path.
 */
export const loadFormRenderer = () => import('./components/renderer');

/**
 * The base map (OpenLayers, clusters) for the registrations' map view: a chunk of its own the
 * fill screen also loads only with a map element, so neither path carries it.
 */
export const loadBaseMap = () => import('./maps/components/base-map');
export type { TFillStore, TFillValues } from './components/renderer';
