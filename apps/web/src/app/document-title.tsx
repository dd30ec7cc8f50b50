import { t } from '@eform/core/messages';
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import type { TRouteHandle } from './routes/route-helpers';

/** Names the browser tab after the deepest route with a title: "Dashboard · eForm". */
export function DocumentTitle() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as TRouteHandle | undefined)?.title)
    ?.handle as TRouteHandle | undefined;
  const title = handle?.title ? `${t(handle.title)} · ${t('ui.app.name')}` : t('ui.app.name');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
