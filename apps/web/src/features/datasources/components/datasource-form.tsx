import type { TDatasource, TDatasourceType } from '@eform/core/api/datasources';
import { tc } from '@eform/core/messages/clients';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ClientLeaveGuard } from '../../../ui/client-leave-guard';
import { type TImportRun, useDatasourceSave } from '../hooks/use-datasource-save';
import {
  datasourceFormSchema,
  editDatasourceValues,
  newDatasourceValues,
  type TDatasourceFormValues,
} from '../lib/datasource-form-model';
import { datasourcePath } from '../lib/datasource-paths';
import { DatasourceFields } from './datasource-fields';
import { ImportDialog } from './import-dialog';

/**
 * The form of the create and edit screens (doc 3 §2, §4): name, coordinate system (map layers)
 * and CSV file; leaving with changes asks first. `datasource` is the one being edited (absent on
 * create). Saved with a new file: its import in the dialog that cannot be closed, then toast and
 * the view; an edit saved without one: toast and the view. `locked` (the premium wall, given as
 * `children`) keeps it from being sent.
 */
export function DatasourceForm({
  type,
  clientId,
  datasource,
  locked = false,
  children,
}: {
  type: TDatasourceType;
  clientId: number;
  datasource?: TDatasource;
  locked?: boolean;
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const editing = datasource !== undefined;
  const form = useForm<TDatasourceFormValues>({
    resolver: zodResolver(datasourceFormSchema(type, !editing)),
    defaultValues: datasource ? editDatasourceValues(datasource) : newDatasourceValues(),
  });
  const { save, uploading, error, busy } = useDatasourceSave(clientId, type, datasource);
  const [run, setRun] = useState<TImportRun | null>(null);
  const saved = useRef(false);
  const dirty = useRef(false);
  dirty.current = form.formState.isDirty;

  const submit = form.handleSubmit(async (values) => {
    const outcome = await save(values);
    if (!outcome) return;
    saved.current = true;
    if ('import' in outcome) return setRun(outcome.import);
    // Only an edit saves without a file (a new datasource needs one).
    notifications.show({
      color: 'green',
      message: tc('datasource.saved', { name: outcome.saved.name }),
    });
    await navigate(datasourcePath(type, outcome.saved.id));
  });

  return (
    <form noValidate onSubmit={submit}>
      <ClientLeaveGuard shouldAsk={() => dirty.current && !saved.current} />
      {children}
      <Stack gap="md" maw={640}>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <DatasourceFields form={form} type={type} editing={editing} uploading={uploading} />
        <Group>
          <Button type="submit" disabled={busy || run !== null || locked}>
            {busy
              ? tc('datasources.submit.busy')
              : tc(editing ? 'datasources.submit.save' : 'datasources.submit.create')}
          </Button>
        </Group>
      </Stack>
      {run && (
        <ImportDialog
          run={run}
          success={tc(editing ? 'datasource.saved' : 'datasource.created', {
            name: run.datasource.name,
          })}
          onDismiss={() => {
            // Back on the edit form after a failed import: what was saved is the new starting point.
            if (editing) {
              form.reset(editDatasourceValues(run.datasource));
              saved.current = false;
            }
            setRun(null);
          }}
        />
      )}
    </form>
  );
}
