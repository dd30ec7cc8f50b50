import type { TChartDayCount, TDashboardForm } from '@eform/core/api/registration-charts';
import { formatCount } from '@eform/core/format';
import { th } from '@eform/core/messages/home';
import { Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { dashboardFormsQuery } from '../api/dashboard-forms-api';

const SPARK_WIDTH = 120;
const SPARK_HEIGHT = 28;

/** The last 30 days as a small line (SVG), named by a sentence with the figures. */
export function Sparkline({ days, label }: { days: TChartDayCount[]; label: string }) {
  const max = Math.max(1, ...days.map((day) => day.count));
  const step = days.length > 1 ? SPARK_WIDTH / (days.length - 1) : 0;
  const points = days
    .map(
      (day, i) =>
        `${(i * step).toFixed(1)},${(SPARK_HEIGHT - 2 - (day.count / max) * (SPARK_HEIGHT - 4)).toFixed(1)}`,
    )
    .join(' ');
  return (
    <svg
      width={SPARK_WIDTH}
      height={SPARK_HEIGHT}
      role="img"
      aria-label={label}
      data-testid="sparkline"
    >
      <polyline points={points} fill="none" stroke="#1c7ed6" strokeWidth={1.5} />
    </svg>
  );
}

function FormRow({ form }: { form: TDashboardForm }) {
  const today = form.last_30_days.at(-1)?.count ?? 0;
  return (
    <Stack gap={4} component="li" data-testid="dashboard-form">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Anchor
          component={Link}
          to={`/admin/form/${encodeURIComponent(form.form_id)}/registrations`}
          fw={600}
          style={{ minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {form.name}
        </Anchor>
        <Sparkline
          days={form.last_30_days}
          label={th('ui.dashboard.forms.sparkline', {
            name: form.name,
            count: formatCount(form.total_30_days),
            today: formatCount(today),
          })}
        />
      </Group>
      <Text size="sm" c="dimmed" data-testid="dashboard-form-total">
        {th('ui.dashboard.forms.total', { count: formatCount(form.total_30_days) })}
      </Text>
      {form.open_per_phase.length > 0 && (
        <Text size="sm">
          {th('ui.dashboard.forms.open')}:{' '}
          {form.open_per_phase
            .map(({ phase, count }) =>
              th('ui.dashboard.forms.phase', { phase, count: formatCount(count) }),
            )
            .join(', ')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * 'Registraties (laatste 30 dagen)' on the home dashboard of whoever manages a client's forms
 * (issue 35 item 4): per form, the busiest first, its count of the last 30 days with a
 * sparkline, and a workflow form's open registrations per phase. The form's name leads to its
 * Registraties tab.
 */
export function DashboardFormsCard({ clientId }: { clientId: number }) {
  const titleId = useId();
  const query = useQuery(dashboardFormsQuery(clientId));
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      mb="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="dashboard-forms"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {th('ui.dashboard.forms.title')}
        </Title>
        {query.isError ? (
          <Group gap="sm">
            <Text size="sm" c="red">
              {th('ui.dashboard.forms.error')}
            </Text>
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              {th('ui.dashboard.forms.retry')}
            </Button>
          </Group>
        ) : query.isPending ? (
          <Loader size="sm" aria-label={th('ui.dashboard.forms.title')} />
        ) : query.data.forms.length === 0 ? (
          <Text size="sm" c="dimmed">
            {th('ui.dashboard.forms.empty')}
          </Text>
        ) : (
          <Stack
            component="ul"
            gap="md"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={th('ui.dashboard.forms.list')}
          >
            {query.data.forms.map((form) => (
              <FormRow key={form.form_id} form={form} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
