import type { TDatasourceType } from '@eform/core/api/datasources';
import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import { Alert, Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { useCurrentClient } from '../hooks/use-current-client';
import { DATASOURCE_LIST_PATH, parseDatasourceType } from '../lib/datasource-paths';
import { DatasourceForm } from './datasource-form';
import { MapPremiumWall } from './map-premium-wall';

/**
 * datasource_create (doc 3 §2): name, coordinate system (map layers) and CSV file; on submit the
 * file is uploaded, the datasource created and its import followed in a dialog that cannot be
 * closed. A map layer needs the client's 'map_element' module: without it the premium wall.
 */
export function DatasourceCreatePage() {
  const type = parseDatasourceType(useParams().datasource_type);
  const client = useCurrentClient();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('ui.page.datasourceCreate')}
        description={type ? tc(`datasources.create.${type}`) : undefined}
        backTo={DATASOURCE_LIST_PATH}
      />
      {type === null ? (
        <Alert color="red" variant="light" role="alert">
          {tc('datasources.notFound')}
        </Alert>
      ) : client.id === null ? (
        <Alert color="yellow" variant="light">
          {tc('datasources.list.noClient')}
        </Alert>
      ) : (
        <DatasourceCreateForm type={type} clientId={client.id} locked={client.locked(type)} />
      )}
    </Stack>
  );
}

function DatasourceCreateForm({
  type,
  clientId,
  locked,
}: {
  type: TDatasourceType;
  clientId: number;
  locked: boolean;
}) {
  const navigate = useNavigate();
  return (
    <DatasourceForm type={type} clientId={clientId} locked={locked}>
      <MapPremiumWall
        opened={locked}
        clientId={clientId}
        onClose={() => void navigate(DATASOURCE_LIST_PATH)}
      />
    </DatasourceForm>
  );
}
