import { CLIENT_NAME_MAX, type TClientDetail } from '@eform/core/api';
import { MODULES } from '@eform/core/constants';
import { type TPlainClientsMessageKey, tc } from '@eform/core/messages/clients';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { isApiStatus, serverMessage } from '../../../lib/http/api-error';
import { ClientLeaveGuard } from '../../../ui/client-leave-guard';
import { ClientLoadError, ClientLoading } from '../../../ui/client-query-state';
import { clientDetailQuery } from '../api/clients-api';
import { useUpdateClient } from '../hooks/use-clients';
import { useShellClient } from '../hooks/use-shell-client';
import {
  editValuesOf,
  fieldOfServerError,
  type TClientEditValues,
  updateBodyOf,
  ZClientEditValues,
} from '../lib/client-edit-model';
import { clientPath } from '../lib/client-paths';
import { IntroTextField } from './intro-text-field';
import { TermsUsersField } from './terms-users-field';

/** client_edit (doc 3 §2): loads the client, then the form. */
export function ClientEditPage() {
  const clientId = useParams().client_id ?? '';
  const query = useQuery(clientDetailQuery(clientId));
  if (query.isPending) return <ClientLoading />;
  if (query.isError) return <ClientLoadError onRetry={() => void query.refetch()} />;
  return <ClientEditForm clientId={clientId} client={query.data} />;
}

/**
 * Name, Modules (admin and eform_employee), low-credit limit, intro text and the terms users
 * (admin and eform_employee); 'Klant opslaan' ('Laden...' while saving); the leave question
 * with unsaved changes; after saving the toast and client_view. A server 400 shows at its field.
 */
export function ClientEditForm({ clientId, client }: { clientId: string; client: TClientDetail }) {
  const shell = useShellClient();
  const rights = {
    modules: shell.can('eform edit client modules'),
    terms: shell.can('eform edit client terms users'),
  };
  const navigate = useNavigate();
  const update = useUpdateClient(clientId);
  const form = useForm<TClientEditValues>({
    resolver: zodResolver(ZClientEditValues),
    defaultValues: editValuesOf(client),
  });
  const { errors, isDirty } = form.formState;
  const leaving = useRef(false);
  const dirty = useRef(isDirty);
  dirty.current = isDirty;

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(updateBodyOf(values, rights));
      leaving.current = true;
      await navigate(clientPath(clientId));
    } catch (error) {
      const message = serverMessage(error);
      const field = message && isApiStatus(error, 400) ? fieldOfServerError(message) : null;
      if (field) form.setError(field, { message }, { shouldFocus: true });
    }
  });
  const unplaced =
    update.isError && !(isApiStatus(update.error, 400) && fieldOfServerError(update.error.message));

  return (
    <form noValidate onSubmit={submit}>
      <ClientLeaveGuard shouldAsk={() => dirty.current && !leaving.current} />
      <Stack gap="md" maw={640}>
        {unplaced && (
          <Alert color="red" variant="light" role="alert">
            {serverMessage(update.error) ?? tc('clientsAdmin.edit.saveFailed')}
          </Alert>
        )}
        <TextInput
          label={tc('clients.nameLabel')}
          required
          maxLength={CLIENT_NAME_MAX}
          error={errors.name?.message}
          {...form.register('name')}
        />
        {rights.modules && (
          <Controller
            control={form.control}
            name="modules"
            render={({ field, fieldState }) => (
              <Checkbox.Group
                label={tc('clients.modulesLabel')}
                value={field.value}
                onChange={(value) => field.onChange(MODULES.filter((m) => value.includes(m)))}
                error={fieldState.error?.message}
              >
                <Group gap="md" mt={6}>
                  {MODULES.map((module) => (
                    <Checkbox
                      key={module}
                      value={module}
                      label={tc(`clientsAdmin.module.${module}` as TPlainClientsMessageKey)}
                    />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
          />
        )}
        <Controller
          control={form.control}
          name="low_credit_email_limit"
          render={({ field, fieldState }) => (
            <NumberInput
              label={tc('clients.lowCreditLimitLabel')}
              required
              min={0}
              allowDecimal={false}
              allowNegative={false}
              maw={240}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(value) => field.onChange(value === '' ? Number.NaN : Number(value))}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="intro"
          render={({ field, fieldState }) => (
            <IntroTextField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        {rights.terms && (
          <Controller
            control={form.control}
            name="terms"
            render={({ field, fieldState }) => (
              <TermsUsersField
                clientId={clientId}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        {Object.keys(errors).length > 0 && (
          <Alert color="red" variant="light">
            {tc('clientsAdmin.edit.checkForm')}
          </Alert>
        )}
        <Group>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? tc('clients.saving') : tc('clients.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
