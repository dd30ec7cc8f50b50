import type { ZMyRegistrationItem } from '@eform/core/api/registrations';
import { formatDate } from '@eform/core/format';
import { t } from '@eform/core/messages';
import { th } from '@eform/core/messages/home';
import { Stack } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ListBody } from '../../../../../ui/list-body';
import { ListPagination } from '../../../../../ui/list-pager';
import { PageHeader } from '../../../../../ui/page-header';
import { myRegistrationsQuery } from '../../../api/lists-api';
import { RowTable } from '../lists/row-table';
import { type TViewedRegistration, ViewRegistrationModal } from './view-registration-modal';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * my_registration_list (doc 1 §2.12): the user's sent registrations, newest first, a page at a
 * time (the page is in the address, so back returns to it); a row opens 'Bekijk registratie'.
 */
export function MyRegistrationsPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const list = useQuery({ ...myRegistrationsQuery(page), placeholderData: keepPreviousData });
  const [viewed, setViewed] = useState<TViewedRegistration | null>(null);
  // ListBody reads the states and the rows; the page count stays here.
  const rows = { ...list, data: list.data?.registrations } as UseQueryResult<
    readonly z.infer<typeof ZMyRegistrationItem>[]
  >;
  const pages = list.data?.pages_count ?? 0;
  return (
    <Stack gap="lg">
      <PageHeader title={t('ui.page.myRegistrations')} />
      <ListBody
        query={rows}
        loading={th('fillScreen.listLoading')}
        failed={th('fillScreen.listLoadFailed')}
        empty={th('myRegistrations.empty')}
        emptyIcon={
          <IconFileOff size={36} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
        }
        emptyTestId="my-registrations-empty"
      >
        {(items) => (
          <RowTable
            testId="my-registrations-table"
            columns={[th('fillScreen.columnForm'), th('fillScreen.columnDate')]}
            summaryColumn={th('fillScreen.columnSummary')}
            rows={items.map((item) => ({
              key: item._id,
              name: item.form_name,
              // A workflow registration says where it stands (the columns are the spec's).
              detail:
                item.registration_phase === null
                  ? item.registration_name
                  : `${item.registration_name} · ${th('fillScreen.phase', { phase: item.registration_phase })}`,
              summary: item.form_summary,
              cells: [formatDate(item.registration_date)],
              onOpen: () => setViewed({ formId: item.form_id, registrationId: item._id }),
            }))}
          />
        )}
      </ListBody>
      <ListPagination
        pages={pages}
        page={page}
        onChange={(next) => setParams({ page: String(next) })}
        siblings={1}
        size="md"
        centered
        label={th('fillScreen.pages')}
      />
      <ViewRegistrationModal viewed={viewed} onClose={() => setViewed(null)} />
    </Stack>
  );
}
