import type { TDatasource } from '@eform/core/api/datasources';
import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import { Alert, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { isApiStatus } from '../../../lib/http/api-error';
import { ClientLoadError, ClientLoading } from '../../../ui/client-query-state';
import { PageHeader } from '../../../ui/page-header';
import { useCan } from '../../session';
import { datasourceQuery } from '../api/datasources-api';
import { DATASOURCE_LIST_PATH, datasourcePath, parseDatasourceType } from '../lib/datasource-paths';

/** Tab value of Bekijk: Mantine needs a non-empty value, its path segment is ''. */
const VIEW_TAB = 'view';

/**
 * The datasource shell /datasources/{type}/{id} (doc 3 §2): its name as title, the tabs Bekijk,
 * Aanpassen and Verwijderen (the last two with 'eform edit datasources', §6), the tab's screen.
 */
export function DatasourceShellPage() {
  const params = useParams();
  const type = parseDatasourceType(params.datasource_type);
  const id = params.datasource_id ?? '';
  const query = useQuery({ ...datasourceQuery(id), enabled: type !== null });
  const notFound =
    type === null ||
    (query.isError && isApiStatus(query.error, 404, 403)) ||
    (query.isSuccess && query.data.type !== type);
  return (
    <Stack gap="lg">
      <PageHeader
        title={
          query.data?.name ??
          (query.isPending && !notFound ? tc('datasources.loading') : t('ui.page.datasourceView'))
        }
        description={type ? tc(`datasources.typeOne.${type}`) : undefined}
        backTo={DATASOURCE_LIST_PATH}
      />
      {notFound ? (
        <Alert color="red" variant="light" role="alert">
          {tc('datasources.notFound')}
        </Alert>
      ) : query.isError ? (
        <ClientLoadError message="datasources.loadFailed" onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <ClientLoading />
      ) : (
        <>
          <DatasourceTabs datasource={query.data} />
          {/* A context, not the outlet's: the tabs' permission routes put outlets between. */}
          <ShellDatasourceContext value={query.data}>
            <Outlet />
          </ShellDatasourceContext>
        </>
      )}
    </Stack>
  );
}

const ShellDatasourceContext = createContext<TDatasource | null>(null);

/** The datasource the shell loaded, for its tab screens (always inside the shell). */
export function useShellDatasource(): TDatasource {
  const datasource = useContext(ShellDatasourceContext);
  if (!datasource) throw new Error('useShellDatasource outside the datasource shell');
  return datasource;
}

function DatasourceTabs({ datasource }: { datasource: TDatasource }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const canEdit = useCan()('eform edit datasources');
  const base = datasourcePath(datasource.type, datasource.id);
  const segment = pathname.startsWith(`${base}/`) ? pathname.slice(base.length + 1) : '';
  const tabs = [
    { value: VIEW_TAB, label: tc('datasources.tab.view') },
    ...(canEdit
      ? [
          { value: 'edit', label: tc('datasources.tab.edit') },
          { value: 'remove', label: tc('datasources.tab.remove') },
        ]
      : []),
  ];
  return (
    <Tabs
      value={segment === 'edit' || segment === 'remove' ? segment : VIEW_TAB}
      onChange={(tab) => void navigate(tab && tab !== VIEW_TAB ? `${base}/${tab}` : base)}
      keepMounted={false}
    >
      <Tabs.List style={{ flexWrap: 'wrap' }}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
