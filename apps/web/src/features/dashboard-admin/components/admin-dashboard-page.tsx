import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import {
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { PageHeader } from '../../../ui/page-header';
import { loadCreditChart } from '../../clients';
import { periodReportsQuery, recentReportsQuery, todayReportQuery } from '../api/dashboard-api';
import {
  defaultPeriod,
  localDay,
  monthOptions,
  periodKey,
  periodLabel,
  type TPeriodFilter,
  usagePerClient,
  yearOptions,
} from '../lib/period';
import { DiskTable } from './disk-table';
import { UsageTable } from './usage-table';

const CreditChart = lazy(() => loadCreditChart().then((m) => ({ default: m.CreditChart })));

// The clients' own chart of 'Verbruikte credits', for all clients: one chart in the product.

const WHOLE_YEAR = '';

/** A titled card; its table scrolls inside it on a phone. */
function Card({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {note && (
            <Text size="sm" c="dimmed">
              {note}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** Skeleton rows while a report loads, labelled for screen readers. */
function Loading() {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={t('ui.app.loading')}>
      <Skeleton h={28} radius="sm" />
      <Skeleton h={28} radius="sm" />
      <Skeleton h={28} radius="sm" />
    </Stack>
  );
}

/** The year and month selectors; months by their Dutch names, or the whole year. */
function PeriodFilter({
  value,
  onChange,
  now,
}: {
  value: TPeriodFilter;
  onChange: (next: TPeriodFilter) => void;
  now: Date;
}) {
  return (
    <Group gap="sm" align="flex-end" data-testid="dashboard-filter">
      <NativeSelect
        label={tc('dashboardAdmin.filter.year')}
        data={yearOptions(now).map(String)}
        value={String(value.year)}
        onChange={(event) => onChange({ ...value, year: Number(event.currentTarget.value) })}
      />
      <NativeSelect
        label={tc('dashboardAdmin.filter.month')}
        data={[
          { value: WHOLE_YEAR, label: tc('dashboardAdmin.filter.wholeYear') },
          ...monthOptions().map((m) => ({ value: String(m.value), label: m.label })),
        ]}
        value={value.month === null ? WHOLE_YEAR : String(value.month)}
        onChange={(event) => {
          const month = event.currentTarget.value;
          onChange({ ...value, month: month === WHOLE_YEAR ? null : Number(month) });
        }}
      />
    </Group>
  );
}

/**
 * admin_dashboard (/admin/dashboard, admins; doc 3 §2): the period filter (default the current
 * year and month), each client's registrations and credits of the period, the credits per client
 * of the last 30 days, the disk per day and the chart of all clients' credits, which follows the
 * same filter (it had a year and month of its own: two filters on one screen). Load failures are
 * only logged (§8): a failed table shows its empty text.
 */
export function AdminDashboardPage({ now = new Date() }: { now?: Date }) {
  const [filter, setFilter] = useState(() => defaultPeriod(now));
  const [page, setPage] = useState(1);
  const period = periodKey(filter);
  const reports = useQuery({
    ...periodReportsQuery(period, page),
    placeholderData: keepPreviousData,
  });
  const recent = useQuery(recentReportsQuery());
  // Today's report is written tomorrow: its numbers so far count in a period holding today.
  const holdsToday = localDay(now).startsWith(period);
  const today = useQuery({ ...todayReportQuery(), enabled: holdsToday });
  const periodReports = reports.data?.items ?? [];
  const periodUsage = usagePerClient(
    holdsToday && today.data ? [today.data, ...periodReports] : periodReports,
  );
  const changeFilter = (next: TPeriodFilter) => {
    setFilter(next);
    setPage(1);
  };
  return (
    <Stack gap="lg">
      <PageHeader title={t('ui.page.adminDashboard')} description={tc('dashboardAdmin.intro')} />
      <Paper
        withBorder
        radius="md"
        p="md"
        component="section"
        aria-label={tc('dashboardAdmin.filter.title')}
      >
        <PeriodFilter value={filter} onChange={changeFilter} now={now} />
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card
          title={tc('dashboardAdmin.period.title', { period: periodLabel(filter) })}
          note={holdsToday ? tc('dashboardAdmin.period.note') : undefined}
        >
          {reports.isPending || (holdsToday && today.isPending) ? (
            <Loading />
          ) : (
            <UsageTable
              rows={periodUsage}
              label={tc('dashboardAdmin.period.title', { period: periodLabel(filter) })}
              withRegistrations
              testId="period-usage"
            />
          )}
        </Card>
        <Card title={tc('dashboardAdmin.recent.title')} note={tc('dashboardAdmin.recent.note')}>
          {recent.isPending ? (
            <Loading />
          ) : (
            <UsageTable
              rows={usagePerClient(recent.data?.items ?? [])}
              label={tc('dashboardAdmin.recent.title')}
              withRegistrations={false}
              testId="recent-usage"
            />
          )}
        </Card>
      </SimpleGrid>
      <Suspense fallback={<Loading />}>
        <CreditChart clientId="all" now={now} period={filter} />
      </Suspense>
      <Card title={tc('dashboardAdmin.disk.title')}>
        {reports.isPending ? <Loading /> : <DiskTable reports={periodReports} />}
        {(reports.data?.prev || reports.data?.next) && (
          <Group justify="space-between">
            <Button
              variant="default"
              size="xs"
              disabled={!reports.data?.prev}
              onClick={() => setPage(reports.data?.prev ?? 1)}
            >
              {tc('dashboardAdmin.disk.previous')}
            </Button>
            <Button
              variant="default"
              size="xs"
              disabled={!reports.data?.next}
              onClick={() => setPage(reports.data?.next ?? page)}
            >
              {tc('dashboardAdmin.disk.next')}
            </Button>
          </Group>
        )}
      </Card>
    </Stack>
  );
}
