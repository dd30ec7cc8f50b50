import {
  DATASOURCE_TYPES,
  type TDatasource,
  type TDatasourceType,
} from '@eform/core/api/datasources';
import { formatDate } from '@eform/core/format';
import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import {
  Alert,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ClientLoadError, ClientLoading } from '../../../ui/client-query-state';
import { DIALOG_OPENER } from '../../../ui/dialog-opener';
import { PageHeader } from '../../../ui/page-header';
import { useCan } from '../../session';
import { datasourceListQuery } from '../api/datasources-api';
import { useCurrentClient } from '../hooks/use-current-client';
import { datasourceCreatePath, datasourcePath } from '../lib/datasource-paths';
import { ImportState } from './import-state';
import { MapPremiumWall } from './map-premium-wall';

/**
 * datasource_list (doc 3 §2): the current client's search lists and map layers, each in its own
 * section with its create button ('eform create datasources'; a map layer without the
 * 'map_element' module opens the premium wall), 300 a page (§9).
 */
export function DatasourceListPage() {
  const client = useCurrentClient();
  return (
    <Stack gap="xl">
      <PageHeader title={t('ui.page.datasourceList')} />
      {client.id === null ? (
        <Alert color="yellow" variant="light">
          {tc('datasources.list.noClient')}
        </Alert>
      ) : (
        DATASOURCE_TYPES.map((type) => (
          <DatasourceSection
            key={type}
            type={type}
            clientId={client.id as number}
            locked={client.locked(type)}
          />
        ))
      )}
    </Stack>
  );
}

function DatasourceSection({
  type,
  clientId,
  locked,
}: {
  type: TDatasourceType;
  clientId: number;
  locked: boolean;
}) {
  const canCreate = useCan()('eform create datasources');
  const [page, setPage] = useState(0);
  const [wall, setWall] = useState(false);
  const query = useQuery({
    ...datasourceListQuery(clientId, type, page),
    placeholderData: keepPreviousData,
  });
  const titleId = `datasources-${type}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} size="h3" id={titleId}>
            {tc(`datasources.type.${type}`)}
          </Title>
          <Text size="sm" c="dimmed">
            {tc(`datasources.intro.${type}`)}
          </Text>
        </div>
        {canCreate &&
          (locked ? (
            <Button variant="light" onClick={() => setWall(true)} {...DIALOG_OPENER}>
              {tc(`datasources.create.${type}`)}
            </Button>
          ) : (
            <Button component={Link} to={datasourceCreatePath(type)} variant="light">
              {tc(`datasources.create.${type}`)}
            </Button>
          ))}
      </Group>
      <MapPremiumWall opened={wall} clientId={clientId} onClose={() => setWall(false)} />
      {query.isPending ? (
        <ClientLoading />
      ) : query.isError ? (
        <ClientLoadError
          message="datasources.list.loadFailed"
          onRetry={() => void query.refetch()}
        />
      ) : query.data.datasources.length === 0 && page === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed" ta="center" data-testid={`datasource-empty-${type}`}>
            {tc(`datasources.list.empty.${type}`)}
          </Text>
        </Paper>
      ) : (
        <>
          <DatasourceTable
            type={type}
            rows={query.data.datasources}
            busy={query.isPlaceholderData}
            labelledBy={titleId}
          />
          {(page > 0 || query.data.next_page !== null) && (
            <Group gap="xs">
              {page > 0 && (
                <Button variant="default" size="xs" onClick={() => setPage(0)}>
                  {tc('datasources.list.first')}
                </Button>
              )}
              {query.data.next_page !== null && (
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => setPage(query.data.next_page ?? page)}
                >
                  {tc('datasources.list.next')}
                </Button>
              )}
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

function DatasourceTable({
  type,
  rows,
  busy,
  labelledBy,
}: {
  type: TDatasourceType;
  rows: TDatasource[];
  busy: boolean;
  labelledBy: string;
}) {
  const navigate = useNavigate();
  return (
    <Paper withBorder radius="md">
      <Table
        highlightOnHover
        verticalSpacing="sm"
        aria-labelledby={labelledBy}
        data-testid={`datasource-list-${type}`}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{tc('datasources.list.name')}</Table.Th>
            <Table.Th ta="right">{tc('datasources.list.items')}</Table.Th>
            <Table.Th>{tc('datasources.list.state')}</Table.Th>
            <Table.Th visibleFrom="sm">{tc('datasources.list.changed')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-busy={busy}>
          {rows.map((datasource) => {
            const to = datasourcePath(datasource.type, datasource.id);
            return (
              <Table.Tr
                key={datasource.id}
                style={{ cursor: 'pointer' }}
                onClick={() => void navigate(to)}
              >
                <Table.Td>
                  {/* The row's click is for the mouse; the link is for keyboard and reader. */}
                  <UnstyledButton
                    component={Link}
                    to={to}
                    onClick={(event) => event.stopPropagation()}
                    fw={500}
                    style={{ wordBreak: 'break-word' }}
                  >
                    {datasource.name}
                  </UnstyledButton>
                </Table.Td>
                <Table.Td ta="right">{datasource.items_count}</Table.Td>
                <Table.Td>
                  <ImportState datasource={datasource} />
                </Table.Td>
                <Table.Td visibleFrom="sm">{formatDate(datasource.changed)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
