import { tc } from '@eform/core/messages/clients';
import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation, useParams } from 'react-router';
import { isApiStatus } from '../../../lib/http/api-error';
import { ClientLoadError, ClientLoading } from '../../../ui/client-query-state';
import { PageHeader } from '../../../ui/page-header';
import { clientInfoQuery, useCan } from '../../session';
import { useFollowShellClient } from '../hooks/use-follow-shell-client';
import { ShellClientContext, shellClient } from '../hooks/use-shell-client';
import { clientListPath } from '../lib/client-paths';
import { activeClientTab, ClientTabs } from './client-tabs';

/** A path's client_id as the API's numeric id; null for anything else. */
export function parseClientId(value: string): number | null {
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * The client shell /clients/{client_id} (doc 3 §2): the client's name as title, the tabs the
 * user's permissions in THIS client allow (its client info), and the tab's screen. Another of
 * the user's own clients becomes the current one (useFollowShellClient). The removal screen stays while its client is already gone, to finish its
 * progress after a reload.
 */
export function ClientShellPage() {
  const param = useParams().client_id ?? '';
  const clientId = parseClientId(param);
  const { pathname } = useLocation();
  const canManageAll = useCan()('eform manage all clients');
  useFollowShellClient(clientId);
  const info = useQuery({ ...clientInfoQuery(clientId ?? 0), enabled: clientId !== null });
  const removing = activeClientTab(pathname, param) === 'remove';
  const notFound = clientId === null || (info.isError && isApiStatus(info.error, 404, 403));
  const permissions = info.data?.permissions ?? [];
  const client = shellClient(clientId ?? 0, info.data?.name ?? '', permissions);
  return (
    <Stack gap="lg">
      <PageHeader
        title={
          info.data?.name ??
          // A reload of the removal's progress after its client went: no name to load any more.
          tc(removing && notFound ? 'clientsAdmin.remove.title' : 'clientsAdmin.loading')
        }
        backTo={clientListPath(canManageAll)}
      />
      {info.isSuccess && <ClientTabs clientId={param} can={client.can} />}
      {removing ? (
        <ShellClientContext value={client}>
          <Outlet />
        </ShellClientContext>
      ) : notFound ? (
        <Alert color="red" variant="light" role="alert">
          {tc('clientsAdmin.notFound')}
        </Alert>
      ) : info.isError ? (
        <ClientLoadError onRetry={() => void info.refetch()} />
      ) : info.isPending ? (
        <ClientLoading />
      ) : (
        <ShellClientContext value={client}>
          <Outlet />
        </ShellClientContext>
      )}
    </Stack>
  );
}
