import type { TClientDetail } from '@eform/core/api';
import { type TPlainClientsMessageKey, tc } from '@eform/core/messages/clients';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ClientLoadError, ClientLoading } from '../../../ui/client-query-state';
import { clientDetailQuery } from '../api/clients-api';
import { useShellClient } from '../hooks/use-shell-client';
import { clientPath } from '../lib/client-paths';
import { CreditChart } from './credit-chart';

/** The enabled modules by their Dutch names, or 'Geen'. */
export function modulesText(modules: TClientDetail['modules']): string {
  if (modules.length === 0) return tc('clients.noModules');
  return modules
    .map((module) => tc(`clientsAdmin.module.${module}` as TPlainClientsMessageKey))
    .join(', ');
}

function Fact({
  label,
  value,
  testId,
}: {
  label: TPlainClientsMessageKey;
  value: string;
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed" component="dt">
        {tc(label)}
      </Text>
      <Text fw={600} component="dd" m={0} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * client_view (doc 3 §2): name, modules (or 'Geen'), credits, low-credit e-mail limit,
 * registration count, the credit-usage chart, and 'Koop modules' for 'eform edit client'.
 */
export function ClientViewPage() {
  const clientId = useParams().client_id ?? '';
  const shell = useShellClient();
  const query = useQuery(clientDetailQuery(clientId));
  if (query.isPending) return <ClientLoading />;
  if (query.isError) return <ClientLoadError onRetry={() => void query.refetch()} />;
  const client = query.data;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm" component="dl" m={0}>
        <Fact label="clientsAdmin.view.name" value={client.name} testId="client-name" />
        <Fact
          label="clientsAdmin.view.modules"
          value={modulesText(client.modules)}
          testId="client-modules"
        />
        <Fact
          label="clientsAdmin.view.credits"
          value={String(client.credits)}
          testId="client-credits"
        />
        <Fact
          label="clientsAdmin.view.lowCreditLimit"
          value={String(client.low_credit_email_limit)}
          testId="client-low-credit-limit"
        />
        <Fact
          label="clientsAdmin.view.registrations"
          value={String(client.registrations_count)}
          testId="client-registrations"
        />
      </SimpleGrid>
      {shell.can('eform edit client') && (
        <Group>
          <Button component={Link} to={clientPath(clientId, 'modules-buy')} variant="light">
            {tc('clientsAdmin.view.buyModules')}
          </Button>
        </Group>
      )}
      <CreditChart clientId={clientId} />
    </Stack>
  );
}
