import type { TValueChange } from '@eform/core/api/registration-reviews';
import { formatDate } from '@eform/core/format';
import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { Alert, Button, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TAdminRegistration } from '../api/registration-detail-api';
import { registrationVersionsQuery } from '../api/registration-review-api';

/** A value of the diff as a person reads it: lists joined, yes/no in Dutch, empty as '(leeg)'. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') {
    return ta('registrationReview.versionEmpty');
  }
  if (value === true) return ta('registrationReview.yes');
  if (value === false) return ta('registrationReview.no');
  if (Array.isArray(value)) return value.map(shown).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function ChangesTable({ changes, caption }: { changes: TValueChange[]; caption: string }) {
  return (
    <Table.ScrollContainer minWidth={360} type="native">
      <Table
        withTableBorder
        verticalSpacing="xs"
        data-testid="version-changes"
        aria-label={ta('registrationReview.versionChanges', { version: caption })}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{ta('registrationReview.versionField')}</Table.Th>
            <Table.Th scope="col">{ta('registrationReview.versionOld')}</Table.Th>
            <Table.Th scope="col">{ta('registrationReview.versionNew')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={change.name}>
              <Table.Th scope="row" fw={500}>
                {change.label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{shown(change.before)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{shown(change.after)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * 'Versies' (issue 34): each version newest first with who made it and when, and a table Veld /
 * Oud / Nieuw of what it changed; version 1 is what the filler sent.
 */
export function RegistrationVersions({ registration }: { registration: TAdminRegistration }) {
  const query = useQuery(registrationVersionsQuery(registration.form_id, registration._id));
  const titleId = 'registration-versions-title';
  return (
    <section aria-labelledby={titleId} data-testid="registration-versions">
      <Title order={3} fz="h4" id={titleId} mb="xs">
        {ta('registrationReview.versions')}
      </Title>
      {query.isPending ? (
        <Skeleton h={64} radius="sm" aria-label={ta('registrationReview.versionsLoading')} />
      ) : query.isError ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={ta('registrationReview.versionsFailed')}
        >
          <Button variant="light" color="red" size="xs" onClick={() => void query.refetch()}>
            {t('ui.common.retry')}
          </Button>
        </Alert>
      ) : query.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {ta('registrationReview.versionsNone')}
        </Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {query.data.items.map((item) => {
            const title = ta('registrationReview.version', { version: String(item.version) });
            return (
              <Paper
                component="li"
                key={item.version}
                withBorder
                p="sm"
                radius="sm"
                data-testid={`registration-version-${item.version}`}
              >
                <Text fw={600}>{title}</Text>
                <Text size="sm" c="dimmed">
                  {item.version === 1 && !item.user
                    ? ta('registrationReview.versionOriginal')
                    : ta('registrationReview.versionBy', {
                        // A corrector removed since has no name any more.
                        name: item.user?.display_name ?? ta('registrationReview.unknownUser'),
                      })}
                  {' · '}
                  {formatDate(item.at)}
                </Text>
                {item.comment && (
                  <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                    {ta('registrationReview.versionComment', { comment: item.comment })}
                  </Text>
                )}
                {item.changes.length > 0 && (
                  <Stack mt="xs">
                    <ChangesTable changes={item.changes} caption={title} />
                  </Stack>
                )}
              </Paper>
            );
          })}
        </Stack>
      )}
    </section>
  );
}
