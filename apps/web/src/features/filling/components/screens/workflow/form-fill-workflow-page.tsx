import { t } from '@eform/core/messages';
import { th } from '@eform/core/messages/home';
import { typedNumbers } from '@eform/core/validation';
import { Alert, Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../../../ui/page-header';
import { fillFormQuery } from '../../../api/fill-api';
import { assignedRegistrationQuery } from '../../../api/lists-api';
import type { TSubmitTarget } from '../../../api/submit-registration';
import { useClientCredits, useWordLock } from '../../../hooks/use-fill-context';
import { FillView } from '../form-fill/fill-view';
import { FormLoadError, FormSkeleton } from '../form-fill/form-load-states';

const USER_TARGET: TSubmitTarget = { kind: 'user' };
const LIST_PATH = '/assigned-registration-list';

/**
 * form_fill_workflow `/form-workflow/:form_id/:registration_id` (doc 1 §2.9, §4): the assigned
 * draft's values and phase in the form as it is now (the server checks a submit against that
 * version); sending continues the draft (registration_id), its state transition moves it on.
 * 'Gereed' goes back to the assigned list; there is no 'Nogmaals invullen'.
 */
export function FormFillWorkflowPage() {
  const params = useParams();
  const formId = params.form_id ?? '';
  const registrationId = params.registration_id ?? '';
  const navigate = useNavigate();
  const form = useQuery(fillFormQuery(formId, true));
  const draft = useQuery(assignedRegistrationQuery(registrationId));
  const credits = useClientCredits();
  const wordLocked = useWordLock(formId);
  const title = form.data?.form_name ?? draft.data?.form_name ?? t('ui.page.formFillWorkflow');

  // Only a failed first load replaces the form: after the send, the assigned list's refetch finds
  // the draft gone (it moved on), and the success dialog must stay.
  let body: React.ReactNode;
  if (form.isError && !form.data) {
    body = <FormLoadError error={form.error} onRetry={() => void form.refetch()} />;
  } else if (draft.isError && !draft.data) {
    body = (
      <Alert color="red" variant="light" title={th('fillScreen.workflowLoadFailed')}>
        <Button variant="light" color="red" size="xs" onClick={() => void draft.refetch()}>
          {t('ui.common.retry')}
        </Button>
      </Alert>
    );
  } else if (!form.data || !draft.data) {
    body = <FormSkeleton />;
  } else {
    body = (
      <FillView
        key={`${formId}:${registrationId}`}
        form={form.data}
        values={typedNumbers(form.data.schema, draft.data.values)}
        registrationId={registrationId}
        phase={draft.data.registration_phase}
        target={USER_TARGET}
        variant="workflow"
        credits={credits}
        wordLocked={wordLocked}
        badInternetMode={form.data.settings.bad_internet_mode ?? false}
        onDone={() => void navigate(LIST_PATH)}
      />
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        description={
          draft.data?.registration_phase
            ? th('fillScreen.phase', { phase: draft.data.registration_phase })
            : undefined
        }
        backTo={LIST_PATH}
      />
      {body}
    </Stack>
  );
}
