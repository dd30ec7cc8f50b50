import type { TChartNumberStats } from '@eform/core/api/registration-charts';
import { formatCount, formatNumber } from '@eform/core/format';
import { ta } from '@eform/core/messages/admin';
import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useId, useRef, useState } from 'react';
import { saveBlob } from '../../../../lib/save-blob';
import { chartCsv, chartFileName, chartSummary, type TChartData } from '../../lib/chart-data';
import { svgToPng } from '../../lib/chart-png';
import { BarChart } from './bar-chart';

const STATS = [
  ['mean', 'charts.stat.mean'],
  ['median', 'charts.stat.median'],
  ['min', 'charts.stat.min'],
  ['max', 'charts.stat.max'],
] as const;

/** A number question's four figures, as a list of terms (Gemiddelde 25 …). */
export function ChartStats({ stats }: { stats: TChartNumberStats }) {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4 }}
      spacing="xs"
      component="dl"
      m={0}
      data-testid="chart-stats"
    >
      {STATS.map(([key, text]) => (
        <div key={key}>
          <Text component="dt" size="xs" c="dimmed">
            {ta(text)}
          </Text>
          <Text component="dd" m={0} fw={600}>
            {formatNumber(stats[key])}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** The chart's numbers as a table: hidden from sight (not from screen readers) until asked. */
function ChartTable({
  data,
  caption,
  shown,
}: {
  data: TChartData;
  caption: string;
  shown: boolean;
}) {
  const table = (
    <Table striped withTableBorder data-testid="chart-table">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{data.column}</Table.Th>
          <Table.Th scope="col">{ta('charts.column.count')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.bars.map((bar) => (
          <Table.Tr key={bar.key}>
            <Table.Td>{bar.label}</Table.Td>
            <Table.Td>{formatCount(bar.count)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return shown ? table : <VisuallyHidden>{table}</VisuallyHidden>;
}

/**
 * One chart in its card (issue 35 item 2): the title, what is counted, the bars, the statistics
 * of a number question, 'Download PNG', 'Download CSV' and 'Toon als tabel'.
 */
export function ChartCard({
  title,
  name,
  data,
  note,
  stats,
  empty,
}: {
  title: string;
  /** The file name's base of the downloads (the question's data name). */
  name: string;
  data: TChartData;
  /** A line under the title: '3 van 4 beantwoord'. */
  note?: ReactNode;
  stats?: TChartNumberStats | null;
  /** Shown instead of the chart when it has nothing to draw. */
  empty?: boolean;
}) {
  const titleId = useId();
  const svgRef = useRef<SVGSVGElement>(null);
  const [tableShown, setTableShown] = useState(false);
  const downloadPng = async () => {
    if (!svgRef.current) return;
    try {
      saveBlob(await svgToPng(svgRef.current), chartFileName(name, 'png'));
    } catch {
      notifications.show({ color: 'red', message: ta('charts.downloadFailed') });
    }
  };
  const downloadCsv = () =>
    saveBlob(
      new Blob([chartCsv(data)], { type: 'text/csv;charset=utf-8' }),
      chartFileName(name, 'csv'),
    );
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="chart-card"
    >
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5" id={titleId}>
            {title}
          </Title>
          {note && (
            <Text size="sm" c="dimmed">
              {note}
            </Text>
          )}
        </div>
        {empty ? (
          <Text size="sm" c="dimmed">
            {ta('charts.noAnswers')}
          </Text>
        ) : (
          <>
            {stats && <ChartStats stats={stats} />}
            <BarChart
              bars={data.bars}
              label={title}
              summary={chartSummary(title, data.bars)}
              svgRef={svgRef}
            />
            <Group gap="xs" wrap="wrap">
              <Button size="xs" variant="light" onClick={() => void downloadPng()}>
                {ta('charts.downloadPng')}
              </Button>
              <Button size="xs" variant="light" onClick={downloadCsv}>
                {ta('charts.downloadCsv')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                aria-pressed={tableShown}
                onClick={() => setTableShown((s) => !s)}
              >
                {ta(tableShown ? 'charts.hideTable' : 'charts.showTable')}
              </Button>
            </Group>
            <ChartTable data={data} caption={title} shown={tableShown} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
