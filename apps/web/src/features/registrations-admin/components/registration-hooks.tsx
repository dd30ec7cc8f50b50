import type { TRegistrationHookDelivery } from '@eform/core/api/integrations';
import { formatDate } from '@eform/core/format';
import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import {
  Alert,
  Button,
  Code,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  registrationDetailKey,
  registrationHooksQuery,
  retryRegistrationHook,
  type TAdminRegistration,
} from '../api/registration-detail-api';
import { registrationListKeys } from '../api/registrations-admin-api';
import { HookStatusBadge } from './hook-status-badge';
import { Fact } from './registration-deliveries';

/** A failed hook tried once more: a toast, then the section, the detail and the list refresh. */
function useRetryHook(registration: TAdminRegistration) {
  const queryClient = useQueryClient();
  const { form_id: formId, _id: registrationId } = registration;
  return useMutation({
    mutationFn: (deliveryId: string) => retryRegistrationHook(formId, registrationId, deliveryId),
    onSuccess: () => {
      notifications.show({ color: 'green', message: ta('registrationDetail.hookRetried') });
      // The hooks' key is below the detail's: both are asked again.
      void queryClient.invalidateQueries({
        queryKey: registrationDetailKey(formId, registrationId),
      });
      void queryClient.invalidateQueries({ queryKey: registrationListKeys.all(formId) });
    },
    onError: () =>
      notifications.show({ color: 'red', message: ta('registrationDetail.hookRetryFailed') }),
  });
}

/**
 * The attempts oldest first, one line each (time, status code, duration), the reason under it
 * and the receiver's answer folded away: a list, so that it reads on a phone without scrolling.
 */
function Attempts({ hook }: { hook: TRegistrationHookDelivery }) {
  if (hook.attempts.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {ta('registrationDetail.hookNoAttempts')}
      </Text>
    );
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500} mb={4}>
        {ta('registrationDetail.hookAttempts')}
      </Text>
      <Stack
        component="ol"
        gap={6}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        data-testid="hook-attempts"
      >
        {hook.attempts.map((attempt) => (
          <li key={attempt.at}>
            <Text size="sm">
              {formatDate(attempt.at)} · {ta('integrationSettings.testStatus')}{' '}
              {attempt.status_code ?? ta('integrationSettings.testNoAnswer')} ·{' '}
              {ta('integrationSettings.testDurationMs', { ms: attempt.duration_ms })}
            </Text>
            {attempt.error && (
              <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
                {attempt.error}
              </Text>
            )}
            {attempt.response_excerpt.trim() !== '' && (
              <Text component="details" size="sm">
                <summary style={{ cursor: 'pointer' }}>
                  {ta('registrationDetail.hookAnswer')}
                </summary>
                <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {attempt.response_excerpt}
                </Code>
              </Text>
            )}
          </li>
        ))}
      </Stack>
    </div>
  );
}

function HookRow({
  hook,
  retry,
}: {
  hook: TRegistrationHookDelivery;
  retry: ReturnType<typeof useRetryHook>;
}) {
  const titleId = `hook-${hook.delivery_id}`;
  const busy = retry.isPending && retry.variables === hook.delivery_id;
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="sm"
      aria-labelledby={titleId}
      data-testid="registration-hook"
    >
      <Group justify="space-between" align="center" gap="xs" wrap="wrap" mb="xs">
        <Group gap="xs" align="center" wrap="wrap" miw={0}>
          <Text fw={600} id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {hook.hook_name}
          </Text>
          <HookStatusBadge status={hook.hook_status} />
        </Group>
        {hook.hook_status === 'error' && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} aria-hidden />}
            aria-label={ta('registrationDetail.hookRetryLabel', { name: hook.hook_name })}
            loading={busy}
            disabled={retry.isPending && !busy}
            onClick={() => retry.mutate(hook.delivery_id)}
          >
            {ta('registrationDetail.hookRetry')}
          </Button>
        )}
      </Group>
      <SimpleGrid
        renderRoot={(props) => <dl {...props} />}
        cols={{ base: 1, sm: 3 }}
        spacing="md"
        verticalSpacing="xs"
        m={0}
        mb="xs"
      >
        <Fact label={ta('integrationSettings.type')}>
          {ta(`integrationSettings.type.${hook.hook_type}`)}
        </Fact>
        {hook.next_attempt_at && (
          <Fact label={ta('registrationDetail.hookNextAttempt')}>
            {formatDate(hook.next_attempt_at)}
          </Fact>
        )}
        {hook.signal_id && (
          <Fact label={ta('registrationDetail.hookSignal')}>{hook.signal_id}</Fact>
        )}
      </SimpleGrid>
      <Attempts hook={hook} />
    </Paper>
  );
}

/**
 * 'Integraties' (issue 31 §5): each hook delivery of the registration, newest round first, with
 * its status, attempts and next retry; a failed one can be tried again. Only for a registration
 * of a form with integrations (its answer lists them).
 */
export function RegistrationHooks({ registration }: { registration: TAdminRegistration }) {
  const hasHooks = (registration.webhook_integrations?.length ?? 0) > 0;
  const query = useQuery({
    ...registrationHooksQuery(registration.form_id, registration._id),
    enabled: hasHooks,
  });
  const retry = useRetryHook(registration);
  if (!hasHooks) return null;
  return (
    <section aria-labelledby="registration-hooks-title">
      <Title order={3} fz="h4" id="registration-hooks-title" mb="sm">
        {ta('registrationDetail.hooksTitle')}
      </Title>
      {query.isError ? (
        <Alert color="red" variant="light" title={ta('registrationDetail.hooksLoadFailed')}>
          <Button variant="light" color="red" size="xs" onClick={() => void query.refetch()}>
            {t('ui.common.retry')}
          </Button>
        </Alert>
      ) : query.isPending ? (
        <Skeleton
          h={72}
          radius="sm"
          aria-busy="true"
          aria-label={ta('registrationDetail.hooksLoading')}
        />
      ) : query.data.length === 0 ? (
        <Text c="dimmed">{ta('registrationDetail.hooksNone')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {query.data.map((hook) => (
            <HookRow key={hook.delivery_id} hook={hook} retry={retry} />
          ))}
        </Stack>
      )}
    </section>
  );
}
