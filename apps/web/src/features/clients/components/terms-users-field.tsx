import type { TTermsUser } from '@eform/core/api';
import { MODAL_WIDTH_LARGE, TERMS_USERS_LIST_MAX_WIDTH } from '@eform/core/constants';
import { tc } from '@eform/core/messages/clients';
import { Button, Group, Paper, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ClientLoadError, ClientLoading } from '../../../ui/client-query-state';
import { Dialog } from '../../../ui/dialog';
import { DIALOG_OPENER } from '../../../ui/dialog-opener';
import { termsCandidatesQuery } from '../api/clients-api';

type TTermsUsersFieldProps = {
  clientId: string;
  value: readonly TTermsUser[];
  onChange: (users: TTermsUser[]) => void;
  error?: string;
};

/** Adds `user` to the list unless it is on it already (duplicates are ignored, doc 3 §2). */
export function addTermsUser(list: readonly TTermsUser[], user: TTermsUser): TTermsUser[] {
  return list.some((u) => u.id === user.id) ? [...list] : [...list, user];
}

/**
 * The users who must accept the terms (doc 3 §2 client edit): each with 'Verwijder', and
 * 'Gebruiker toevoegen' opening a dialog (950 wide) with the client's users.
 */
export function TermsUsersField({ clientId, value, onChange, error }: TTermsUsersFieldProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId} maw={TERMS_USERS_LIST_MAX_WIDTH}>
      <Title order={2} size="h5" id={titleId}>
        {tc('clientsAdmin.edit.termsUsers')}
      </Title>
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          {tc('clientsAdmin.edit.noTermsUsers')}
        </Text>
      ) : (
        <Paper withBorder radius="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {value.map((user) => (
            <Group
              key={user.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              px="sm"
              py={6}
              data-testid="terms-user"
            >
              <Text size="sm" truncate>
                {user.display_name || user.email}
              </Text>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                aria-label={tc('clientsAdmin.edit.removeTermsUser', {
                  name: user.display_name || user.email,
                })}
                onClick={() => onChange(value.filter((u) => u.id !== user.id))}
              >
                {tc('clients.removeTermsUser')}
              </Button>
            </Group>
          ))}
        </Paper>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Group>
        <Button variant="light" onClick={() => setOpen(true)} {...DIALOG_OPENER}>
          {tc('clients.addUser')}
        </Button>
      </Group>
      <Dialog
        opened={open}
        onClose={() => setOpen(false)}
        size={MODAL_WIDTH_LARGE}
        title={tc('clientsAdmin.users.dialogTitle')}
      >
        {open && (
          <CandidatesTable
            clientId={clientId}
            listed={value}
            onAdd={(user) => onChange(addTermsUser(value, user))}
          />
        )}
      </Dialog>
    </Stack>
  );
}

/** The client's users, sortable by name, all on one page; 'Toevoegen' puts one on the list. */
function CandidatesTable({
  clientId,
  listed,
  onAdd,
}: {
  clientId: string;
  listed: readonly TTermsUser[];
  onAdd: (user: TTermsUser) => void;
}) {
  const query = useQuery(termsCandidatesQuery(clientId));
  const [descending, setDescending] = useState(false);
  if (query.isPending) return <ClientLoading />;
  if (query.isError) {
    return (
      <ClientLoadError
        message="clientsAdmin.users.loadFailed"
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) return <Text c="dimmed">{tc('clientsAdmin.users.none')}</Text>;
  const rows = [...query.data].sort(
    (a, b) => a.display_name.localeCompare(b.display_name, 'nl') * (descending ? -1 : 1),
  );
  const SortIcon = descending ? IconArrowUp : IconArrowDown;
  return (
    <Table.ScrollContainer minWidth={480} type="native">
      <Table verticalSpacing="xs" data-testid="terms-candidates">
        <Table.Thead>
          <Table.Tr>
            <Table.Th aria-sort={descending ? 'descending' : 'ascending'}>
              <UnstyledButton
                onClick={() => setDescending((d) => !d)}
                aria-label={tc('clientsAdmin.users.sortByName')}
                fw={600}
              >
                <Group gap={4}>
                  {tc('clientsAdmin.users.displayName')}
                  <SortIcon size={14} aria-hidden />
                </Group>
              </UnstyledButton>
            </Table.Th>
            <Table.Th>{tc('clientsAdmin.users.email')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((user) => {
            const on = listed.some((u) => u.id === user.id);
            return (
              <Table.Tr key={user.id}>
                <Table.Td>{user.display_name}</Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="compact-sm"
                    variant="light"
                    disabled={on}
                    onClick={() => onAdd(user)}
                  >
                    {on ? tc('clientsAdmin.users.added') : tc('clientsAdmin.users.add')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
