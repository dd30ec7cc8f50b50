import { formatDate } from '@eform/core/format';
import { ta } from '@eform/core/messages/admin';
import { Badge, Group, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TAdminRegistration } from '../api/registration-detail-api';

/** The registration's state as a person reads it: trashed, else sent or draft. */
export function registrationStateText(registration: TAdminRegistration): string {
  if (registration.deleted_at) {
    return ta('registrationDetail.statusTrashed', { date: formatDate(registration.deleted_at) });
  }
  return ta(
    registration.registration_status === 'draft'
      ? 'registrations.tab.draft'
      : 'registrations.tab.completed',
  );
}

function Fact({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text component="dd" m={0} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/**
 * The registration's heading (its name, under the form container's h1) and its facts: serial
 * number, name, phase (workflow forms only), user, date in Dutch, status. One column on a phone.
 */
export function RegistrationDetailHeader({ registration }: { registration: TAdminRegistration }) {
  const serial = String(registration.registration_serial_number);
  const trashed = registration.deleted_at !== null;
  const state = registrationStateText(registration);
  return (
    <section aria-labelledby="registration-detail-title">
      <Group gap="sm" align="center" mb="sm" wrap="wrap">
        <Title
          order={2}
          fz="h3"
          id="registration-detail-title"
          style={{ overflowWrap: 'anywhere' }}
        >
          {registration.registration_name || ta('registrationDetail.untitled', { serial })}
        </Title>
        <Badge color={trashed ? 'red' : 'gray'} variant="light" data-testid="registration-state">
          {trashed ? ta('registrations.tab.trash') : state}
        </Badge>
      </Group>
      <SimpleGrid
        renderRoot={(props) => <dl {...props} />}
        aria-label={ta('registrationDetail.details')}
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="md"
        verticalSpacing="sm"
        m={0}
      >
        <Fact label={ta('registrationDetail.serial')} value={serial} testId="registration-serial" />
        <Fact
          label={ta('registrationDetail.name')}
          value={registration.registration_name || '–'}
          testId="registration-name"
        />
        {registration.form_type === 'workflow' && (
          <Fact
            label={ta('registrationDetail.phase')}
            value={registration.registration_phase ?? '–'}
            testId="registration-phase"
          />
        )}
        <Fact
          label={ta('registrationDetail.user')}
          value={registration.registration_user_id?.username ?? ta('registrationDetail.guest')}
          testId="registration-user"
        />
        <Fact
          label={ta('registrationDetail.date')}
          value={formatDate(registration.registration_date)}
          testId="registration-date"
        />
        <Fact label={ta('registrationDetail.status')} value={state} testId="registration-status" />
      </SimpleGrid>
    </section>
  );
}
