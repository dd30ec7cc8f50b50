import { mapActionsSetStatus, type TMapSettings } from '@eform/core/elements';

/**
 * The statuses a public map asks the server for (doc 3 §7): null for every status while none is
 * switched off, or while the element's feature actions may set a status (the status shown is
 * then known only on the map, which filters by it itself); else the datasource's statuses that
 * still show. An empty set: nothing to ask, nothing shows.
 */
export function guestMapStatusesToAsk(
  statusValues: readonly string[],
  hidden: ReadonlySet<string>,
  settings: TMapSettings,
): ReadonlySet<string> | null {
  if (hidden.size === 0 || mapActionsSetStatus(settings)) return null;
  const shown = statusValues.filter((status) => !hidden.has(status));
  return shown.length === statusValues.length ? null : new Set(shown);
}

/** Whether a public map's layer loads per visible extent (its first layer is live). */
export const guestMapIsLive = (settings: TMapSettings) =>
  settings.mapLayers?.[0]?.loadingStrategy === 'live';
