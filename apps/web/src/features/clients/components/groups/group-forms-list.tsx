import { tc } from '@eform/core/messages/clients';
import { Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ClientLoadError, ClientLoading } from '../../../../ui/client-query-state';
import { groupFormsQuery } from './groups-api';

/** The forms shared with the group, each with a view button to the form's admin view. */
export function GroupFormsList({ groupId }: { groupId: string }) {
  const forms = useQuery(groupFormsQuery(groupId));
  return (
    <Stack gap="xs" component="section" aria-labelledby="group-forms-title">
      <Title order={3} size="h4" id="group-forms-title">
        {tc('groups.edit.forms')}
      </Title>
      {forms.isPending && <ClientLoading rows={2} />}
      {forms.isError && (
        <ClientLoadError message="clients.loadFailed" onRetry={() => void forms.refetch()} />
      )}
      {forms.data?.length === 0 && <Text c="dimmed">{tc('groups.edit.formsEmpty')}</Text>}
      {forms.data && forms.data.length > 0 && (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={320} type="native">
            <Table
              verticalSpacing="xs"
              aria-labelledby="group-forms-title"
              data-testid="group-forms"
            >
              <Table.Tbody>
                {forms.data.map((form) => (
                  <Table.Tr key={form.form_id}>
                    <Table.Td>{form.form_name}</Table.Td>
                    <Table.Td w={120}>
                      <Button
                        component={Link}
                        to={`/admin/form/${form.form_id}`}
                        size="xs"
                        variant="light"
                        leftSection={<IconEye size={14} aria-hidden />}
                        aria-label={tc('groups.edit.viewFormAria', { name: form.form_name })}
                      >
                        {tc('groups.edit.viewForm')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
