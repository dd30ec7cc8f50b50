import { t } from '@eform/core/messages';
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { RouteAnnouncer } from '../ui/route-announcer';
import type { TRouteHandle } from './routes/route-helpers';

/**
 * Names the browser tab after the deepest route with a title: "Dashboard · eForm"; after a route
 * change the page title is also announced and the focus moves to the page's heading.
 */
export function DocumentTitle() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as TRouteHandle | undefined)?.title)
    ?.handle as TRouteHandle | undefined;
  const pageTitle = handle?.title ? t(handle.title) : t('ui.app.name');
  const title = handle?.title ? `${pageTitle} · ${t('ui.app.name')}` : pageTitle;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <RouteAnnouncer title={pageTitle} />;
}
