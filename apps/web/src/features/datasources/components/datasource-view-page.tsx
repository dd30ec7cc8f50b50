import type { TDatasource } from '@eform/core/api/datasources';
import { formatDate } from '@eform/core/format';
import { type TPlainClientsMessageKey, tc } from '@eform/core/messages/clients';
import { Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DatasourceExport } from './datasource-export';
import { useShellDatasource } from './datasource-shell-page';
import { ImportState } from './import-state';

const CRS_LABELS = {
  'EPSG:4326': 'datasource.crsWgs84',
  'EPSG:28992': 'datasource.crsRdNew',
} as const satisfies Record<NonNullable<TDatasource['field_crs']>, TPlainClientsMessageKey>;

/**
 * datasource_view (doc 3 §2): the datasource's name, kind, coordinate system, file, number of
 * items, fields and import state, and its export.
 */
export function DatasourceViewPage() {
  const datasource = useShellDatasource();
  const rows: [TPlainClientsMessageKey, ReactNode][] = [
    ['datasources.field.name', datasource.name],
    ['datasources.view.type', tc(`datasources.typeOne.${datasource.type}`)],
    ...(datasource.type === 'map_features'
      ? ([
          [
            'datasources.view.crs',
            datasource.field_crs ? tc(CRS_LABELS[datasource.field_crs]) : '—',
          ],
        ] as [TPlainClientsMessageKey, ReactNode][])
      : []),
    ['datasources.view.file', datasource.file?.filename ?? tc('datasources.view.noFile')],
    ['datasources.view.items', datasource.items_count],
    [
      'datasources.view.fields',
      datasource.fields.length > 0 ? datasource.fields.join(', ') : tc('datasources.view.noFields'),
    ],
    ['datasources.view.state', <ImportState key="state" datasource={datasource} />],
    ['datasources.view.changed', formatDate(datasource.changed)],
  ];
  return (
    <Stack gap="lg" maw={720}>
      <Paper withBorder radius="md">
        <Table verticalSpacing="sm" data-testid="datasource-details">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w="40%" style={{ verticalAlign: 'top' }}>
                  {tc(label)}
                </Table.Th>
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  {typeof value === 'object' ? value : <Text size="sm">{value}</Text>}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <DatasourceExport datasource={datasource} />
    </Stack>
  );
}
