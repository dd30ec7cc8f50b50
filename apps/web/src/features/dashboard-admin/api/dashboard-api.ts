import {
  ZDashboardRecentReports,
  ZDashboardReport,
  ZDashboardReportPage,
} from '@eform/core/api/dashboard';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http/api-client';

export const dashboardKeys = {
  period: (period: string, page: number) => ['dashboard-reports', 'period', period, page] as const,
  recent: ['dashboard-reports', 'recent'] as const,
  today: ['dashboard-reports', 'today'] as const,
};

// Load failures of the dashboard are only logged (doc 3 §8): background requests raise no toast,
// and the query cache logs the failure.
const background = 'background' as const;

/** GET /api/dashboard-reports: a page of the daily reports of a year or month, newest first. */
export function periodReportsQuery(period: string, page: number) {
  return queryOptions({
    queryKey: dashboardKeys.period(period, page),
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/dashboard-reports?period=${encodeURIComponent(period)}&page=${page}`,
        ZDashboardReportPage,
        { signal, intent: background },
      ),
  });
}

/** GET /api/dashboard-reports/last-30-days: the reports of the 30 days before today. */
export function recentReportsQuery() {
  return queryOptions({
    queryKey: dashboardKeys.recent,
    queryFn: ({ signal }) =>
      apiRequest('/api/dashboard-reports/last-30-days', ZDashboardRecentReports, {
        signal,
        intent: background,
      }),
  });
}

/** GET /api/dashboard-reports/today: today's numbers so far (not a stored report yet). */
export function todayReportQuery() {
  return queryOptions({
    queryKey: dashboardKeys.today,
    queryFn: ({ signal }) =>
      apiRequest('/api/dashboard-reports/today', ZDashboardReport, { signal, intent: background }),
  });
}
