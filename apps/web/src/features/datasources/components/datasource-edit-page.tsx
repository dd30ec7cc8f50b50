import type { TDatasource } from '@eform/core/api/datasources';
import { tc } from '@eform/core/messages/clients';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ClientLeaveGuard } from '../../../ui/client-leave-guard';
import { type TImportRun, useDatasourceSave } from '../hooks/use-datasource-save';
import {
  datasourceFormSchema,
  editDatasourceValues,
  type TDatasourceFormValues,
} from '../lib/datasource-form-model';
import { datasourcePath } from '../lib/datasource-paths';
import { DatasourceFields } from './datasource-fields';
import { useShellDatasource } from './datasource-shell-page';
import { ImportDialog } from './import-dialog';

/** datasource_edit (doc 3 §2): the form for the datasource the shell loaded. */
export function DatasourceEditPage() {
  const datasource = useShellDatasource();
  return <DatasourceEditForm key={datasource.id} datasource={datasource} />;
}

/**
 * Name, an optional new CSV and the coordinate system (map layers); leaving with changes asks
 * first. Saved without a new file: toast and the view; with one: its import in the dialog that
 * cannot be closed, then toast and the view (doc 3 §2, §4).
 */
function DatasourceEditForm({ datasource }: { datasource: TDatasource }) {
  const navigate = useNavigate();
  const form = useForm<TDatasourceFormValues>({
    resolver: zodResolver(datasourceFormSchema(datasource.type, false)),
    defaultValues: editDatasourceValues(datasource),
  });
  const { save, uploading, error, busy } = useDatasourceSave(
    datasource.client_id,
    datasource.type,
    datasource,
  );
  const [run, setRun] = useState<TImportRun | null>(null);
  const saved = useRef(false);
  const dirty = useRef(false);
  dirty.current = form.formState.isDirty;

  const submit = form.handleSubmit(async (values) => {
    const outcome = await save(values);
    if (!outcome) return;
    saved.current = true;
    if ('import' in outcome) return setRun(outcome.import);
    notifications.show({
      color: 'green',
      message: tc('datasource.saved', { name: outcome.saved.name }),
    });
    await navigate(datasourcePath(datasource.type, datasource.id));
  });

  return (
    <form noValidate onSubmit={submit}>
      <ClientLeaveGuard shouldAsk={() => dirty.current && !saved.current} />
      <Stack gap="md" maw={640}>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <DatasourceFields form={form} type={datasource.type} editing uploading={uploading} />
        <Group>
          <Button type="submit" disabled={busy || run !== null}>
            {busy ? tc('datasources.submit.busy') : tc('datasources.submit.save')}
          </Button>
        </Group>
      </Stack>
      {run && (
        <ImportDialog
          run={run}
          success={tc('datasource.saved', { name: run.datasource.name })}
          onDismiss={() => {
            // Back on this form after a failed import: what was saved is the new starting point.
            form.reset(editDatasourceValues(run.datasource));
            saved.current = false;
            setRun(null);
          }}
        />
      )}
    </form>
  );
}
