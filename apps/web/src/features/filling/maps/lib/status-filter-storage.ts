/** Key of a datasource's hidden statuses on this device (doc 3 'Map behaviour'). */
export const statusFilterKey = (datasourceId: string) => `eform.map.statusFilter.${datasourceId}`;

/** The statuses hidden on the map for a datasource, as last saved on this device. */
export function loadHiddenStatuses(datasourceId: string): string[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(statusFilterKey(datasourceId)) ?? '[]');
    return Array.isArray(saved) ? saved.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

/** Saves the statuses hidden for a datasource (storage full or blocked: not remembered). */
export function saveHiddenStatuses(datasourceId: string, hidden: readonly string[]): void {
  try {
    localStorage.setItem(statusFilterKey(datasourceId), JSON.stringify(hidden));
  } catch {
    // Private mode or a full storage: the filter still works, it is only not remembered.
  }
}
