import { ta } from '@eform/core/messages/admin';
import type { TPermission } from '@eform/core/permissions';
import { Alert, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { isApiStatus } from '../../../lib/http/api-error';
import { PageHeader } from '../../../ui/page-header';
import {
  FormDetailProvider,
  formMetadataQuery,
  ListError,
  ListLoading,
  useFormQuery,
} from '../../form-admin-kit';
import { useCan } from '../../session';
import { ConflictDialog } from './conflict-dialog';
import { FORM_TABS } from './form-tabs';
import { formListPath } from './remove-confirm';

/** Tab value of Bekijk: Mantine needs a non-empty value, its path segment is ''. */
const VIEW_TAB = 'view';

/** The tab a path below the shell belongs to (Bekijk for the shell root and for remove). */
export function activeTab(pathname: string, formId: string): string {
  const rest = pathname.split(`/admin/form/${encodeURIComponent(formId)}`)[1] ?? '';
  const segment = rest.replace(/^\//, '').split('/')[0] ?? '';
  return segment && FORM_TABS.some((tab) => tab.segment === segment) ? segment : VIEW_TAB;
}

function FormTabs({ formId }: { formId: string }) {
  return <FormTabsView formId={formId} can={useCan()} />;
}

/** The tabs the user may open (`can`), the current one selected; choosing one navigates. */
export function FormTabsView({
  formId,
  can,
}: {
  formId: string;
  can: (permission: TPermission) => boolean;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = `/admin/form/${encodeURIComponent(formId)}`;
  return (
    <Tabs
      value={activeTab(pathname, formId)}
      onChange={(tab) => void navigate(tab && tab !== VIEW_TAB ? `${base}/${tab}` : base)}
      keepMounted={false}
    >
      {/* Tabs wrap onto a second row on a phone: a scrolled-away tab was found by nobody. */}
      <Tabs.List style={{ flexWrap: 'wrap' }}>
        {FORM_TABS.filter((tab) => !tab.permission || can(tab.permission)).map((tab) => (
          <Tabs.Tab key={tab.segment} value={tab.segment || VIEW_TAB}>
            {ta(tab.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

/** While a Word attachment is still being processed the form cannot be filled (doc 2 §2). */
function WordProcessingNotice({ formId }: { formId: string }) {
  const metadata = useQuery(formMetadataQuery(formId));
  const flags = Object.values(metadata.data?.email_word_files_processed ?? {});
  if (flags.every(Boolean)) return null;
  return (
    <Alert color="yellow" variant="light" role="status" data-testid="word-processing">
      {ta('formDetail.wordProcessing')}
    </Alert>
  );
}

/**
 * The form container /admin/form/{form_id}: the form's name as title ('Laden..' while it
 * loads), the tabs, and the tab's screen. A form outside the user's clients is a 404 of the
 * server and says so; another failure marks the screen errored with a retry.
 */
export function FormShellPage() {
  const formId = useParams().form_id ?? '';
  const query = useFormQuery(formId);
  const title = query.data?.form_name ?? ta('forms.loading');
  return (
    <Stack gap="lg">
      <PageHeader title={title} backTo={formListPath(query.data?.folder_id ?? null)} />
      <FormTabs formId={formId} />
      {query.isError && isApiStatus(query.error, 404) ? (
        <Alert color="red" variant="light" role="alert">
          {ta('formDetail.notFound')}
        </Alert>
      ) : query.isError ? (
        <ListError onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <ListLoading />
      ) : (
        <FormDetailProvider form={query.data}>
          <WordProcessingNotice formId={formId} />
          <Outlet />
          <ConflictDialog />
        </FormDetailProvider>
      )}
    </Stack>
  );
}
