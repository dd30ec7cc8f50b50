import type { TChartPoint } from '@eform/core/api';
import { tc } from '@eform/core/messages/clients';
import { Group, NativeSelect, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ClientLoadError, ClientLoading } from '../../../ui/client-query-state';
import { ScrollRegion } from '../../../ui/scroll-region';
import { creditChartQuery } from '../api/clients-api';
import { barLabel, chartTotal, chartYears } from '../lib/chart';

const WHOLE_YEAR = '';
const MONTH_OPTIONS = [
  { value: WHOLE_YEAR, label: tc('clientsAdmin.chart.wholeYear') },
  ...Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1),
    label: tc(`date.month.${i + 1}` as 'date.month.1'),
  })),
];

const HEIGHT = 160;

/** A bar read out: '1 februari: 2 credits'. */
function barText(point: TChartPoint): string {
  return tc('clientsAdmin.chart.bar', { date: barLabel(point.date, true), count: point.y });
}
const LABEL_SPACE = 18;

/**
 * Bars drawn as SVG (no chart library in the admin chunk): one per day or month, the highest bar
 * filling the height. Screen readers get the same numbers as a list instead of the drawing.
 */
export function CreditBars({ points }: { points: readonly TChartPoint[] }) {
  const max = Math.max(1, ...points.map((p) => p.y));
  const slot = 24;
  const width = points.length * slot;
  // On a month of days every other label is left out: they would overlap on a phone.
  const labelEvery = points.length > 12 ? 2 : 1;
  return (
    // Real pixels, scrolling sideways on a phone: a squeezed chart made its labels unreadable.
    <ScrollRegion label={tc('chart.usedCredits')}>
      <VisuallyHidden component="ul" data-testid="credit-chart-list">
        {points.map((point) => (
          <li key={point.date}>{barText(point)}</li>
        ))}
      </VisuallyHidden>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT + LABEL_SPACE}`}
        width={width}
        height={HEIGHT + LABEL_SPACE}
        aria-hidden
        data-testid="credit-chart-bars"
      >
        {points.map((point, i) => {
          const h = Math.round((point.y / max) * (HEIGHT - 4));
          return (
            <g key={point.date}>
              <title>{barText(point)}</title>
              <rect
                x={i * slot + 3}
                y={HEIGHT - h}
                width={slot - 6}
                height={Math.max(h, point.y > 0 ? 2 : 0)}
                rx={2}
                fill="var(--mantine-color-blue-6)"
              />
              {i % labelEvery === 0 && (
                <text
                  x={i * slot + slot / 2}
                  y={HEIGHT + 13}
                  textAnchor="middle"
                  fontSize={10}
                  fill="var(--mantine-color-dimmed)"
                >
                  {barLabel(point.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </ScrollRegion>
  );
}

/** The chart's period: a year, and a month (1-12) or the whole year by month (null). */
export type TChartPeriod = { year: number; month: number | null };

/**
 * The credit-usage chart 'Verbruikte credits' (doc 3 §2, §9): year (current and 9 before) and
 * month (default current, or the whole year by month) selectors, the bars and the total. A
 * screen with a period filter of its own (the admin dashboard) passes its `period`: the chart
 * follows it and shows no selectors, so one filter drives the whole screen.
 */
export function CreditChart({
  clientId,
  now = new Date(),
  period,
}: {
  clientId: string;
  now?: Date;
  period?: TChartPeriod;
}) {
  const titleId = useId();
  const [own, setOwn] = useState<TChartPeriod>({
    year: now.getFullYear(),
    month: now.getMonth() + 1,
  });
  const { year, month } = period ?? own;
  const query = useQuery(creditChartQuery(clientId, { year, month: month ?? undefined }));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={2} size="h4" id={titleId}>
            {tc('chart.usedCredits')}
          </Title>
          {!period && (
            <Group gap="xs" align="flex-end">
              <NativeSelect
                size="xs"
                label={tc('clientsAdmin.chart.year')}
                data={chartYears(now).map(String)}
                value={String(year)}
                onChange={(event) => setOwn({ month, year: Number(event.currentTarget.value) })}
              />
              <NativeSelect
                size="xs"
                label={tc('clientsAdmin.chart.month')}
                data={MONTH_OPTIONS}
                value={month === null ? WHOLE_YEAR : String(month)}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setOwn({ year, month: value === WHOLE_YEAR ? null : Number(value) });
                }}
              />
            </Group>
          )}
        </Group>
        {query.isPending ? (
          <ClientLoading rows={1} />
        ) : query.isError ? (
          <ClientLoadError
            message="clientsAdmin.chart.loadFailed"
            onRetry={() => void query.refetch()}
          />
        ) : (
          <>
            <CreditBars points={query.data} />
            <Text fw={500} data-testid="credit-chart-total">
              {tc('chart.total', { total: chartTotal(query.data) })}
            </Text>
            {chartTotal(query.data) === 0 && (
              <Text size="sm" c="dimmed">
                {tc('clientsAdmin.chart.empty')}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
