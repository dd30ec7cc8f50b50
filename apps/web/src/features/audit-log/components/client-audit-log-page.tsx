import { tc } from '@eform/core/messages/clients';
import { Stack, Text, Title } from '@mantine/core';
import { useShellClient } from '../../clients';
import { AuditLogView } from './audit-log-view';

/** The client's 'Auditlog' tab (issue 34), for who holds 'eform view audit log' there. */
export function ClientAuditLogPage() {
  const client = useShellClient();
  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{tc('audit.title')}</Title>
        <Text c="dimmed" size="sm">
          {tc('audit.intro')}
        </Text>
      </div>
      <AuditLogView
        scope={{ kind: 'client', clientId: String(client.clientId) }}
        label={tc('audit.title')}
      />
    </Stack>
  );
}
