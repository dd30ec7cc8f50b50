import { ZDashboardForms } from '@eform/core/api/registration-charts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, queryIntent } from '../../../lib/http/api-client';

/** GET /api/client/{id}/dashboard/forms: the managers' forms with their last 30 days. */
export function dashboardFormsQuery(clientId: number) {
  return queryOptions({
    queryKey: ['client', clientId, 'dashboard-forms'] as const,
    queryFn: (context) =>
      apiRequest(`/api/client/${clientId}/dashboard/forms`, ZDashboardForms, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
  });
}
