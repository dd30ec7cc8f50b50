import type { TDashboardReport } from '@eform/core/api/dashboard';
import { formatBytes } from '@eform/core/format';
import { describe, expect, it } from 'vitest';
import { formatPercent, reportDay } from '../components/disk-table';
import {
  defaultPeriod,
  monthOptions,
  periodKey,
  periodLabel,
  usagePerClient,
  yearOptions,
} from './period';

const now = new Date(2026, 10, 26, 10, 0);

describe('the period filter', () => {
  it('opens on the current year and month', () => {
    expect(defaultPeriod(now)).toEqual({ year: 2026, month: 11 });
    expect(defaultPeriod(new Date(2027, 0, 1))).toEqual({ year: 2027, month: 1 });
  });

  it('offers the current year and the 9 before, newest first', () => {
    expect(yearOptions(now)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017]);
  });

  it('names the months in Dutch', () => {
    const months = monthOptions();
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ value: 1, label: 'Januari' });
    expect(months[2]?.label).toBe('Maart');
    expect(months[11]).toEqual({ value: 12, label: 'December' });
  });

  it('asks the API for a year (YYYY) or a month (YYYY-MM)', () => {
    expect(periodKey({ year: 2026, month: 3 })).toBe('2026-03');
    expect(periodKey({ year: 2026, month: 11 })).toBe('2026-11');
    expect(periodKey({ year: 2026, month: null })).toBe('2026');
    expect(periodLabel({ year: 2026, month: 3 })).toBe('maart 2026');
    expect(periodLabel({ year: 2026, month: null })).toBe('2026');
  });
});

describe('the disk numbers', () => {
  it('shows bytes in 1024 units with 2 decimals and a Dutch comma', () => {
    expect(formatBytes(1536)).toBe('1,50 KB');
    expect(formatBytes(25 * 1024 ** 3)).toBe('25,00 GB');
    expect(formatBytes(1.5 * 1024 ** 4)).toBe('1,50 TB');
    expect(formatPercent(25)).toBe('25,00%');
    expect(formatPercent(33.333)).toBe('33,33%');
    expect(reportDay('2026-03-04')).toBe('04-03-2026');
  });
});

function report(date: string, rows: [id: number, name: string, regs: number, credits: number][]) {
  return {
    report_date: date,
    disk_free: 1,
    disk_total: 2,
    disk_available: 50,
    registration_count_per_client: rows.map(([client_id, client_name, count]) => ({
      client_id,
      client_name,
      count,
    })),
    credit_usage_per_client: rows.map(([client_id, client_name, , credit_count]) => ({
      client_id,
      client_name,
      credit_count,
    })),
  } satisfies TDashboardReport;
}

describe('usage per client', () => {
  it('sums registrations and credits over the reports, by name, with the newest name', () => {
    const usage = usagePerClient([
      report('2026-11-01', [
        [2, 'Oude naam', 1, 2],
        [1, 'Bakkerij', 3, 3],
      ]),
      report('2026-11-02', [[2, 'Zuivel BV', 2, 5]]),
    ]);
    expect(usage).toEqual([
      { clientId: 1, clientName: 'Bakkerij', registrations: 3, credits: 3 },
      { clientId: 2, clientName: 'Zuivel BV', registrations: 3, credits: 7 },
    ]);
    expect(usagePerClient([])).toEqual([]);
  });
});
