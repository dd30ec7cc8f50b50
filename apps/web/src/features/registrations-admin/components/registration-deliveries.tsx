import type { TDeliveryStatus, TRegistrationDelivery } from '@eform/core/api/registrations';
import { formatDate } from '@eform/core/format';
import { type TPlainAdminMessageKey, ta } from '@eform/core/messages/admin';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  registrationDetailKey,
  retryRegistrationDelivery,
  type TAdminRegistration,
} from '../api/registration-detail-api';

/** Each status as a badge: its Dutch word and colour. */
const STATUS: Record<TDeliveryStatus, { label: TPlainAdminMessageKey; color: string }> = {
  pending: { label: 'registrationDetail.deliveryStatus.pending', color: 'gray' },
  sent: { label: 'registrationDetail.deliveryStatus.sent', color: 'green' },
  failed: { label: 'registrationDetail.deliveryStatus.failed', color: 'red' },
  retrying: { label: 'registrationDetail.deliveryStatus.retrying', color: 'yellow' },
};

/** One fact of a delivery (an e-mail's or a hook's): its label over its value, in a `dl`. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** A failed e-mail sent once more: a toast, then the detail is asked again for its new state. */
function useRetryDelivery(registration: TAdminRegistration) {
  const queryClient = useQueryClient();
  const { form_id: formId, _id: registrationId } = registration;
  return useMutation({
    mutationFn: (deliveryId: string) =>
      retryRegistrationDelivery(formId, registrationId, deliveryId),
    onSuccess: () => {
      notifications.show({ color: 'green', message: ta('registrationDetail.deliveryRetried') });
      void queryClient.invalidateQueries({
        queryKey: registrationDetailKey(formId, registrationId),
      });
    },
    onError: () =>
      notifications.show({ color: 'red', message: ta('registrationDetail.deliveryRetryFailed') }),
  });
}

function DeliveryRow({
  delivery,
  retry,
}: {
  delivery: TRegistrationDelivery;
  retry: ReturnType<typeof useRetryDelivery>;
}) {
  const titleId = `delivery-${delivery.delivery_id}`;
  const status = STATUS[delivery.status];
  const busy = retry.isPending && retry.variables === delivery.delivery_id;
  const showReason =
    delivery.reason !== null && (delivery.status === 'failed' || delivery.status === 'retrying');
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="sm"
      aria-labelledby={titleId}
      data-testid="registration-delivery"
    >
      <Group justify="space-between" align="center" gap="xs" wrap="wrap" mb="xs">
        <Group gap="xs" align="center" wrap="wrap">
          <Text fw={600} id={titleId}>
            {ta('registrationDetail.deliveryNumber', {
              number: String(delivery.setting_index + 1),
            })}
          </Text>
          <Badge color={status.color} variant="light" data-testid="delivery-status">
            {ta(status.label)}
          </Badge>
        </Group>
        {delivery.status === 'failed' && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={busy}
            disabled={retry.isPending && !busy}
            onClick={() => retry.mutate(delivery.delivery_id)}
          >
            {ta('registrationDetail.deliveryRetry')}
          </Button>
        )}
      </Group>
      <SimpleGrid
        renderRoot={(props) => <dl {...props} />}
        cols={{ base: 1, sm: 3 }}
        spacing="md"
        verticalSpacing="xs"
        m={0}
      >
        <Fact label={ta('registrationDetail.deliveryRecipients')}>
          {delivery.recipients || ta('registrationDetail.deliveryRecipientsUnknown')}
        </Fact>
        <Fact label={ta('registrationDetail.deliveryAttempts')}>{String(delivery.attempts)}</Fact>
        <Fact label={ta('registrationDetail.deliveryUpdated')}>
          {formatDate(delivery.updated_at)}
        </Fact>
      </SimpleGrid>
      {showReason && (
        <Text size="sm" c="red.8" mt="xs" data-testid="delivery-reason">
          {ta('registrationDetail.deliveryReason')}: {delivery.reason}
        </Text>
      )}
      {delivery.status === 'sent' && delivery.reason !== null && (
        // Sent, but not quite as set up (a Word attachment as .docx: no PDF could be made).
        <Text size="sm" c="yellow.9" mt="xs" data-testid="delivery-note">
          {ta('emailWord.deliveryNote')}: {delivery.reason}
        </Text>
      )}
    </Paper>
  );
}

/**
 * 'Verzonden e-mails' (issue 20): the e-mails of the registration's after-send job, newest round
 * first, each with its number (the e-mail setting), recipients, status, the reason when it failed
 * or is retried, its attempts and time; a failed one can be tried once more. Managers only: the
 * section is absent when the answer carries no deliveries at all.
 */
export function RegistrationDeliveries({ registration }: { registration: TAdminRegistration }) {
  const retry = useRetryDelivery(registration);
  const deliveries = registration.deliveries;
  if (!deliveries) return null;
  return (
    <section aria-labelledby="registration-deliveries-title">
      <Title order={3} fz="h4" id="registration-deliveries-title" mb="sm">
        {ta('registrationDetail.deliveriesTitle')}
      </Title>
      {deliveries.length === 0 ? (
        <Text c="dimmed" data-testid="registration-deliveries-none">
          {ta('registrationDetail.deliveriesNone')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {deliveries.map((delivery) => (
            <DeliveryRow key={delivery.delivery_id} delivery={delivery} retry={retry} />
          ))}
        </Stack>
      )}
    </section>
  );
}
