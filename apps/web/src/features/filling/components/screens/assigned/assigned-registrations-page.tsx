import { formatDate } from '@eform/core/format';
import { t } from '@eform/core/messages';
import { th } from '@eform/core/messages/home';
import { Stack } from '@mantine/core';
import { IconInboxOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ListBody } from '../../../../../ui/list-body';
import { PageHeader } from '../../../../../ui/page-header';
import { assignedRegistrationsQuery } from '../../../api/lists-api';
import { RowTable } from '../lists/row-table';

/**
 * assigned_registration_list (doc 1 §2.11): the workflow drafts assigned to the user with form
 * name, phase, summary and last change; a row continues the draft in form_fill_workflow.
 */
export function AssignedRegistrationsPage() {
  const assigned = useQuery(assignedRegistrationsQuery());
  return (
    <Stack gap="lg">
      <PageHeader title={t('ui.page.assignedRegistrations')} />
      <ListBody
        query={assigned}
        loading={th('fillScreen.listLoading')}
        failed={th('fillScreen.listLoadFailed')}
        empty={th('assigned.empty')}
        emptyIcon={
          <IconInboxOff size={36} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
        }
        emptyTestId="assigned-empty"
      >
        {(items) => (
          <RowTable
            testId="assigned-table"
            columns={[
              th('fillScreen.columnForm'),
              th('fillScreen.columnPhase'),
              th('fillScreen.columnLastChange'),
            ]}
            summaryColumn={th('fillScreen.columnSummary')}
            rows={items.map((item) => ({
              key: item._id,
              name: item.form_name,
              detail: item.registration_name,
              summary: item.form_summary,
              cells: [item.registration_phase ?? '', formatDate(item.registration_date)],
              to: `/form-workflow/${encodeURIComponent(item.form_id)}/${encodeURIComponent(item._id)}`,
            }))}
          />
        )}
      </ListBody>
    </Stack>
  );
}
