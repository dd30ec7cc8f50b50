import type { TChartEntry, TRegistrationCharts } from '@eform/core/api/registration-charts';
import { formatCount } from '@eform/core/format';
import { ta } from '@eform/core/messages/admin';
import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiStatus } from '../../../../lib/http/api-error';
import { ListError, ListLoading } from '../../../form-admin-kit';
import { chartDataOf, perDayData } from '../../lib/chart-data';
import { ChartCard } from './chart-card';

function QuestionChart({ entry, total }: { entry: TChartEntry; total: number }) {
  const note = ta('charts.answered', {
    count: formatCount(entry.answered),
    total: formatCount(total),
  });
  return (
    <ChartCard
      title={entry.label}
      name={entry.name}
      data={chartDataOf(entry)}
      note={note}
      stats={entry.kind === 'number' ? entry.stats : undefined}
      empty={entry.answered === 0 && entry.kind !== 'yes_no'}
    />
  );
}

/**
 * The 'Grafieken' view of the Registraties tab (issue 35 item 2): over the list's selection (the
 * filter bar above stays), the registrations per day, then a chart card per question that has one,
 * two columns on a wide screen and stacked on a phone. A filter the server refuses is shown by
 * the filter bar, as for the list.
 */
export function RegistrationChartsView({
  charts,
}: {
  charts: UseQueryResult<TRegistrationCharts>;
}) {
  if (charts.isError) {
    if (isApiStatus(charts.error, 400)) return null;
    // Too heavy a selection (503): the server's text says to narrow it.
    if (isApiStatus(charts.error, 503)) {
      return (
        <Alert color="orange" variant="light" role="alert" data-testid="charts-too-heavy">
          {charts.error.message}
        </Alert>
      );
    }
    return <ListError onRetry={() => void charts.refetch()} />;
  }
  if (charts.isPending) return <ListLoading />;
  const { total, per_day, questions } = charts.data;
  if (total === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed" ta="center" data-testid="charts-empty">
          {ta('charts.empty')}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="md" data-testid="registration-charts">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="charts-total">
        {total === 1 ? ta('charts.totalOne') : ta('charts.total', { count: formatCount(total) })}
      </Text>
      <ChartCard
        title={ta('charts.perDay')}
        name="registraties-per-dag"
        data={perDayData(per_day)}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {questions.map((entry) => (
          <QuestionChart key={entry.name} entry={entry} total={total} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
