import type { TForm } from '@eform/core/api';
import { MAP_COLOR_BY_PHASE, TRASH_RETENTION_DAYS } from '@eform/core/api/registrations-admin';
import { REGISTRATION_PAGE_SIZES } from '@eform/core/constants';
import { formatCount, truncateLabel } from '@eform/core/format';
import { ta } from '@eform/core/messages/admin';
import type { TPermission } from '@eform/core/permissions';
import { Group, Paper, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isApiStatus } from '../../../lib/http/api-error';
import { ListPagination, PageSizeSelect } from '../../../ui/list-pager';
import { ListError, ListLoading, useFormDetail } from '../../form-admin-kit';
import { useCan } from '../../session';
import {
  registrationChartsQuery,
  registrationListQuery,
  registrationLocationsQuery,
} from '../api/registrations-admin-api';
import { RegistrationChartsView } from './charts/registration-charts-view';
import { ExportMenu, ExportProgress, exportFormats } from './export-menu';
import { filterFields } from './filter-fields';
import { PeriodicMailPanel } from './periodic-mail-panel';
import { RegistrationFilters } from './registration-filters';
import { elementLabel, valueColumns } from './registration-value';
import { colorChoices, RegistrationsMapView } from './registrations-map-view';
import { RegistrationsTable } from './registrations-table';
import {
  COLOR_BY_PARAM,
  chartsQueryOf,
  exportQueryOf,
  listQueryOf,
  listViewOf,
  locationsQueryOf,
  REGISTRATION_VIEWS,
  registrationViewOf,
  type TParamChanges,
  type TRegistrationTab,
  type TRegistrationView,
  tabChanges,
  viewChanges,
  withChanges,
} from './registrations-url';
import { useRegistrationExport } from './use-registration-export';

/** A field's label in the filter's field list is cut shorter than a column's (its select is narrow). */
const FILTER_FIELD_LABEL_MAX = 80;

const TAB_LABEL = {
  completed: 'registrations.tab.completed',
  draft: 'registrations.tab.draft',
  trash: 'registrations.tab.trash',
} as const;

const EMPTY = {
  completed: 'registrationsList.empty.completed',
  draft: 'registrationsList.empty.draft',
  trash: 'registrationsList.empty.trash',
} as const;

/** The Registraties tab of the form (route form_registrations), for the signed-in user. */
export function FormRegistrationsPage() {
  const { form } = useFormDetail();
  return <RegistrationsListView form={form} can={useCan()} />;
}

/**
 * The registrations of `form` (doc 2 'Registrations list'): tabs sent, draft (workflow forms
 * only) and trash, filters, sorting and paging, all in the address; the export menu by `can`.
 */
export function RegistrationsListView({
  form,
  can,
}: {
  form: TForm;
  can: (permission: TPermission) => boolean;
}) {
  const formId = form.form_id;
  const workflow = form.form_type === 'workflow';
  const [params, setParams] = useSearchParams();
  const view = listViewOf(params, workflow);
  const shown = registrationViewOf(params);
  const onMap = shown === 'kaart';
  const columns = useMemo(() => valueColumns(form.schema), [form.schema]);
  const fields = useMemo(
    () =>
      filterFields(columns, (element) =>
        truncateLabel(elementLabel(element), FILTER_FIELD_LABEL_MAX),
      ),
    [columns],
  );
  const list = useQuery({
    ...registrationListQuery(formId, listQueryOf(view)),
    placeholderData: keepPreviousData,
    // The map and the charts ask for answers of their own; the list's page is not needed then.
    enabled: shown === 'lijst',
  });
  const charts = useQuery({
    ...registrationChartsQuery(formId, chartsQueryOf(view)),
    placeholderData: keepPreviousData,
    enabled: shown === 'grafieken',
  });
  const exporter = useRegistrationExport(formId, form.form_name);
  const change = (changes: TParamChanges) => setParams((prev) => withChanges(prev, changes));

  const pages = list.data?.pages_count ?? 0;
  // A page past the end (the list shrank, an old link): show the last page instead.
  useEffect(() => {
    if (shown === 'lijst' && list.data && pages > 0 && view.page > pages) {
      setParams((prev) => withChanges(prev, { page: String(pages) }), { replace: true });
    }
  }, [shown, list.data, pages, view.page, setParams]);

  // A colour the form no longer has (a stale link) is the phase, not a refused map.
  const askedColor = params.get(COLOR_BY_PARAM);
  const colorBy = colorChoices(form).some((choice) => choice.value === askedColor)
    ? (askedColor as string)
    : MAP_COLOR_BY_PHASE;
  const located = useQuery({
    ...registrationLocationsQuery(formId, locationsQueryOf(view, colorBy)),
    placeholderData: keepPreviousData,
    enabled: onMap,
  });
  const active = onMap ? located : shown === 'grafieken' ? charts : list;
  const refused = active.isError && isApiStatus(active.error, 400) ? active.error.message : null;
  const tabs: TRegistrationTab[] = workflow
    ? ['completed', 'draft', 'trash']
    : ['completed', 'trash'];
  const hooks = form.webhook_integrations.length > 0;
  const filtered =
    Object.keys(view.filters).length > 0 || view.hookStatus !== null || view.reviewState !== null;

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={ta('registrationViews.label')}
        value={shown}
        onChange={(next) => change(viewChanges(next as TRegistrationView))}
        data={REGISTRATION_VIEWS.map((name) => ({
          value: name,
          label: ta(`registrationViews.${name}`),
        }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <Group justify="space-between" align="center" gap="sm">
        <Tabs
          variant="pills"
          value={view.tab}
          onChange={(tab) => tab && change(tabChanges(tab as TRegistrationTab))}
        >
          <Tabs.List aria-label={ta('registrationsList.tabs')}>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {ta(TAB_LABEL[tab])}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <ExportMenu
          formats={exportFormats(can)}
          busy={exporter.starting || exporter.progress !== null}
          onExport={(format) => exporter.start(format, exportQueryOf(view).toString())}
        />
      </Group>
      {exporter.progress && (
        <ExportProgress
          progress={exporter.progress}
          cancelling={exporter.cancelling}
          onCancel={exporter.cancel}
        />
      )}
      {view.tab === 'trash' && (
        <Text size="sm" c="dimmed">
          {ta('registrationsList.trashNote', { days: TRASH_RETENTION_DAYS })}
        </Text>
      )}
      <RegistrationFilters
        fields={fields}
        params={params}
        setParams={setParams}
        refused={refused}
        hookFilter={hooks}
      />
      {onMap ? (
        <RegistrationsMapView
          form={form}
          colorBy={colorBy}
          onColorBy={(next) => change({ [COLOR_BY_PARAM]: next })}
          located={located}
          refused={refused !== null}
        />
      ) : shown === 'grafieken' ? (
        refused ? null : (
          <RegistrationChartsView charts={charts} />
        )
      ) : refused ? null : list.isError ? (
        <ListError onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <ListLoading />
      ) : list.data.registrations.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed" ta="center" data-testid="registrations-empty">
            {ta(filtered ? 'registrationsList.empty.filtered' : EMPTY[view.tab])}
          </Text>
        </Paper>
      ) : (
        <RegistrationsTable
          formId={formId}
          rows={list.data.registrations}
          columns={columns}
          workflow={workflow}
          hooks={hooks}
          view={view}
          onSort={(field, direction) =>
            change({ sort_by: field, sort_direction: String(direction) })
          }
        />
      )}
      {shown === 'lijst' && list.data && list.data.registrations_count > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {list.data.registrations_count === 1
              ? ta('registrationsList.countOne')
              : ta('registrationsList.count', {
                  count: formatCount(list.data.registrations_count),
                })}
          </Text>
          <Group gap="sm">
            <PageSizeSelect
              label={ta('ui.formsAdmin.pageSize')}
              sizes={REGISTRATION_PAGE_SIZES}
              value={view.size}
              onChange={(size) => change({ items_per_page: String(size) })}
            />
            <ListPagination
              pages={pages}
              page={view.page}
              onChange={(page) => change({ page: String(page) })}
              siblings={1}
              label={ta('registrationsList.pages')}
              previousLabel={ta('ui.formsAdmin.previous')}
              nextLabel={ta('ui.formsAdmin.next')}
            />
          </Group>
        </Group>
      )}
      {can('eform manage form registrations weekly mail') && <PeriodicMailPanel />}
    </Stack>
  );
}
