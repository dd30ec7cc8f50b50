import type { TDatasourceType } from '@eform/core/api/datasources';
import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { ClientLeaveGuard } from '../../../ui/client-leave-guard';
import { PageHeader } from '../../../ui/page-header';
import { useCurrentClient } from '../hooks/use-current-client';
import { type TImportRun, useDatasourceSave } from '../hooks/use-datasource-save';
import {
  datasourceFormSchema,
  newDatasourceValues,
  type TDatasourceFormValues,
} from '../lib/datasource-form-model';
import { DATASOURCE_LIST_PATH, parseDatasourceType } from '../lib/datasource-paths';
import { DatasourceFields } from './datasource-fields';
import { ImportDialog } from './import-dialog';
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
  const form = useForm<TDatasourceFormValues>({
    resolver: zodResolver(datasourceFormSchema(type, true)),
    defaultValues: newDatasourceValues(),
  });
  const { save, uploading, error, busy } = useDatasourceSave(clientId, type);
  const [run, setRun] = useState<TImportRun | null>(null);
  const saved = useRef(false);
  const dirty = useRef(false);
  dirty.current = form.formState.isDirty;

  const submit = form.handleSubmit(async (values) => {
    const outcome = await save(values);
    if (!outcome) return;
    saved.current = true;
    if ('import' in outcome) setRun(outcome.import);
  });

  return (
    <form noValidate onSubmit={submit}>
      <ClientLeaveGuard shouldAsk={() => dirty.current && !saved.current} />
      <MapPremiumWall
        opened={locked}
        clientId={clientId}
        onClose={() => void navigate(DATASOURCE_LIST_PATH)}
      />
      <Stack gap="md" maw={640}>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <DatasourceFields form={form} type={type} editing={false} uploading={uploading} />
        <Group>
          <Button type="submit" disabled={busy || run !== null || locked}>
            {busy ? tc('datasources.submit.busy') : tc('datasources.submit.create')}
          </Button>
        </Group>
      </Stack>
      {run && (
        <ImportDialog
          run={run}
          success={tc('datasource.created', { name: run.datasource.name })}
          onDismiss={() => setRun(null)}
        />
      )}
    </form>
  );
}
