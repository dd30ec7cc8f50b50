import { STATUS_FILTER_SAVE_DEBOUNCE_MS } from '@eform/core/constants';
import { useEffect, useRef, useState } from 'react';
import { loadHiddenStatuses, saveHiddenStatuses } from '../../../maps/lib/status-filter-storage';

/**
 * The statuses the filler has switched off on a map (doc 3 'Map behaviour'): remembered per
 * datasource on this device, saved 1 s after the last change.
 */
export function useStatusFilter(datasourceIds: readonly string[]) {
  const idsKey = datasourceIds.join('\n');
  const [hidden, setHidden] = useState<ReadonlySet<string>>(
    () => new Set(datasourceIds.flatMap(loadHiddenStatuses)),
  );
  const changed = useRef(false);
  // The save still to come: leaving the form within the second still keeps the last choice.
  const pendingSave = useRef<(() => void) | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: idsKey stands for datasourceIds
  useEffect(() => {
    if (!changed.current) return;
    const save = () => {
      pendingSave.current = null;
      for (const id of datasourceIds) saveHiddenStatuses(id, [...hidden]);
    };
    pendingSave.current = save;
    const timer = setTimeout(save, STATUS_FILTER_SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [hidden, idsKey]);
  useEffect(() => () => pendingSave.current?.(), []);
  const toggle = (status: string) => {
    changed.current = true;
    setHidden((before) => {
      const next = new Set(before);
      if (!next.delete(status)) next.add(status);
      return next;
    });
  };
  return { hidden, toggle };
}
