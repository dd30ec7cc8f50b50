import { CLIENT_NAME_MAX } from '@eform/core/api';
import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { serverMessage } from '../../../lib/http/api-error';
import { PageHeader } from '../../../ui/page-header';
import { useCreateClient } from '../hooks/use-clients';

const ZCreateForm = z.object({
  name: z.string().trim().min(1, tc('clientsAdmin.nameRequired')).max(CLIENT_NAME_MAX),
});

/** client_create (/clients/create): 'Klant naam' and 'Klant aanmaken', then client_view. */
export function ClientCreatePage() {
  const create = useCreateClient();
  const form = useForm({ resolver: zodResolver(ZCreateForm), defaultValues: { name: '' } });
  const error = form.formState.errors.name?.message;
  return (
    <Stack gap="lg">
      <PageHeader title={t('ui.page.clientCreate')} backTo="/clients/admin" />
      <form noValidate onSubmit={form.handleSubmit(({ name }) => create.mutate(name))}>
        <Stack gap="md" maw={520}>
          {create.isError && (
            <Alert color="red" variant="light" role="alert">
              {serverMessage(create.error) ?? tc('clientsAdmin.createFailed')}
            </Alert>
          )}
          <TextInput
            label={tc('clients.nameLabel')}
            required
            autoComplete="off"
            maxLength={CLIENT_NAME_MAX}
            error={error}
            {...form.register('name')}
          />
          <Group>
            <Button type="submit" loading={create.isPending}>
              {tc('clients.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
