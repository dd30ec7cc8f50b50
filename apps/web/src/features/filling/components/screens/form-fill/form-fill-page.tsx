import { t } from '@eform/core/messages';
import { typedNumbers } from '@eform/core/validation';
import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { OfflineUnavailable } from '../../../../../ui/offline-unavailable';
import { PageHeader } from '../../../../../ui/page-header';
import { readSavedForFill } from '../../../../saved-registrations';
import { fillFormQuery, registrationQuery } from '../../../api/fill-api';
import type { TSubmitTarget } from '../../../api/submit-registration';
import { useClientCredits, useWordLock } from '../../../hooks/use-fill-context';
import { FillView } from './fill-view';
import { FormLoadError, FormSkeleton } from './form-load-states';

const USER_TARGET: TSubmitTarget = { kind: 'user' };

/**
 * form_fill `/form/:form_id/:force_reload` (doc 1 §2.9): the form by name with a back button and
 * its folder as the way back. force_reload '1' loads the newest version, '0' uses the copy
 * already loaded. `?registration_id=` (from 'Opnieuw invullen') starts from that registration's
 * values; when it cannot load, the form starts empty with a notice.
 */
export function FormFillPage() {
  const params = useParams();
  const formId = params.form_id ?? '';
  const forceReload = params.force_reload !== '0';
  const [search] = useSearchParams();
  const prefillId = search.get('registration_id');
  // A registration saved on the device (unsend_registration_list): its fill_token and values.
  const fillToken = search.get('fill_token') ?? undefined;
  const saved = useQuery({
    queryKey: ['saved-registration', fillToken],
    queryFn: () => readSavedForFill(fillToken ?? ''),
    enabled: fillToken !== undefined,
    networkMode: 'always',
    gcTime: 0,
  });
  const navigate = useNavigate();
  const form = useQuery(fillFormQuery(formId, forceReload));
  const prefill = useQuery({
    ...registrationQuery(formId, prefillId ?? ''),
    enabled: prefillId !== null,
  });
  const credits = useClientCredits();
  const wordLocked = useWordLock(formId);
  const backTo = useMemo(
    () => (form.data?.folder_id ? `/folder/${form.data.folder_id}/forms` : '/folders'),
    [form.data?.folder_id],
  );
  const prefillPending =
    (prefillId !== null && prefill.isPending) || (fillToken !== undefined && saved.isPending);

  return (
    <Stack gap="lg">
      <PageHeader title={form.data?.form_name ?? t('ui.page.formFill')} backTo={backTo} />
      {/* A failed refetch keeps the form on screen: the values being filled in live in it. */}
      {form.isError && !form.data ? (
        <FormLoadError error={form.error} onRetry={() => void form.refetch()} />
      ) : !form.data && form.fetchStatus === 'paused' ? (
        // Waiting for a network that went away (a retry paused offline): say so, no spinner.
        <OfflineUnavailable />
      ) : !form.data || prefillPending ? (
        <FormSkeleton />
      ) : (
        <>
          {prefill.isError && (
            <Alert color="orange" variant="light">
              {t('fillScreen.prefillFailed')}
            </Alert>
          )}
          <FillView
            key={`${form.data.form_id}:${prefillId ?? ''}:${fillToken ?? ''}`}
            form={form.data}
            values={
              // A stored registration's numbers as typed ('12,50'); a saved copy holds typing.
              prefill.data
                ? typedNumbers(form.data.schema, prefill.data.values)
                : saved.data?.values
            }
            fillToken={fillToken}
            savedVersion={prefill.data ? undefined : saved.data?.version}
            formSummary={form.data.form_summary}
            registrationNameToken={form.data.registrationNameToken}
            target={USER_TARGET}
            variant="page"
            credits={credits}
            wordLocked={wordLocked}
            badInternetMode={form.data.settings.bad_internet_mode ?? false}
            onDone={() => void navigate('/folders')}
            onSavedLocally={() => void navigate('/unsend-registration-list')}
          />
        </>
      )}
    </Stack>
  );
}
