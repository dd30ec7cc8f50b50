import { formatDate } from '@eform/core/format';
import { t } from '@eform/core/messages';
import { th } from '@eform/core/messages/home';
import { Alert, Button, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isApiStatus } from '../../../../../lib/http/api-error';
import { DIALOG_OPENER } from '../../../../../ui/dialog-opener';
import { PageHeader } from '../../../../../ui/page-header';
import { loadGuestCopies } from '../../../../saved-registrations';
import { guestFormQuery } from '../../../api/lists-api';
import type { TSubmitTarget } from '../../../api/submit-registration';
import { useWordLock } from '../../../hooks/use-fill-context';
import type { TSavedSendHooks } from '../../../hooks/use-send-flow';
import { FillView } from '../form-fill/fill-view';
import { FormLoadError, FormSkeleton } from '../form-fill/form-load-states';
import { RegistrationSearchDialog } from './registration-search-dialog';

/**
 * guest_form `/guest/form/:guest_id` (doc 1 §2.13), without sign-in: the same fill and send flow
 * posting to the guest endpoint, files inline as base64 (a guest cannot upload). When the form
 * has search enabled, 'Zoeken' opens the registration search. 'Gereed' starts a new filling:
 * a guest has no list to go back to. 'Opslaan' keeps a copy on this device (doc 1 §2.13 'offline
 * save'), which the form starts from when the guest comes back, until it is sent; the back button
 * returns to the page the guest came from.
 */
export function GuestFormPage() {
  const guestId = useParams().guest_id ?? '';
  const navigate = useNavigate();
  const form = useQuery(guestFormQuery(guestId));
  const formId = form.data?.form_id;
  // The guest's copy saved on this device ('Opslaan'), which the first filling starts from.
  const copy = useQuery({
    queryKey: ['guest-copy', formId],
    queryFn: async () => (await loadGuestCopies()).readGuestCopy(formId ?? ''),
    enabled: formId !== undefined,
    networkMode: 'always',
    gcTime: 0,
  });
  const wordLocked = useWordLock(form.data?.form_id ?? '', true);
  const target = useMemo<TSubmitTarget>(() => ({ kind: 'guest', guestId }), [guestId]);
  const [filling, setFilling] = useState(0);
  // A guest's copy on this device (reopened, or saved during this visit) goes once sent.
  const savedHere = useRef(false);
  const copyToken = copy.data?.fillToken;
  const saved = useMemo<TSavedSendHooks>(
    () => ({
      lock: (_fillToken, send) => send(),
      reached: (fillToken) =>
        savedHere.current || fillToken === copyToken
          ? loadGuestCopies().then((m) => m.forgetGuestCopy(fillToken))
          : undefined,
    }),
    [copyToken],
  );
  const [searching, setSearching] = useState(false);
  const fields = form.data?.settings.search_enabled
    ? (form.data.settings.searchable_fields ?? [])
    : [];

  let body: React.ReactNode;
  if (form.isError) {
    body = isApiStatus(form.error, 404) ? (
      <Alert
        color="orange"
        variant="light"
        title={th('fillScreen.guestNotFound')}
        data-testid="guest-not-found"
      />
    ) : (
      <FormLoadError error={form.error} onRetry={() => void form.refetch()} />
    );
  } else if (!form.data || copy.isPending) {
    body = <FormSkeleton />;
  } else {
    // A failed read of the device starts empty, as without a copy.
    const restored = filling === 0 ? (copy.data ?? null) : null;
    body = (
      <>
        {restored && (
          <Alert color="blue" variant="light" data-testid="guest-copy-restored">
            {th('fillScreen.guestCopyRestored', { date: formatDate(restored.savedAt) })}
          </Alert>
        )}
        <FillView
          key={filling}
          form={form.data}
          values={restored?.values}
          fillToken={restored?.fillToken}
          target={target}
          variant="guest"
          credits={null}
          wordLocked={wordLocked}
          badInternetMode
          saved={saved}
          onSavedLocally={() => {
            savedHere.current = true;
          }}
          onDone={() => setFilling((n) => n + 1)}
        />
      </>
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader
        title={form.data?.form_name ?? t('ui.page.guestForm')}
        description={form.data?.form_summary || undefined}
        // The page the guest came from (a link on the client's site): a guest has no list.
        onBack={() => void navigate(-1)}
        actions={
          fields.length > 0 && (
            <Button
              variant="light"
              leftSection={<IconSearch size={16} aria-hidden />}
              onClick={() => setSearching(true)}
              {...DIALOG_OPENER}
            >
              {th('fillScreen.search')}
            </Button>
          )
        }
      />
      {body}
      {form.data && fields.length > 0 && (
        <RegistrationSearchDialog
          guestId={guestId}
          fields={fields}
          opened={searching}
          onClose={() => setSearching(false)}
        />
      )}
    </Stack>
  );
}
