import type { TRegistration } from '@eform/core/api/registrations';
import { MODAL_WIDTH_MEDIUM } from '@eform/core/constants';
import { t } from '@eform/core/messages';
import { th } from '@eform/core/messages/home';
import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../../../ui/dialog';
import { registrationQuery } from '../../../api/fill-api';
import { useFormulaEngine } from '../../../hooks/use-formula-engine';
import { createFillStore, FormRenderer } from '../../renderer';

/** The registration read-only, in the schema of the revision it was filled on. */
function ReadOnlyRegistration({ registration }: { registration: TRegistration }) {
  useFormulaEngine(registration.schema);
  const [store] = useState(() =>
    createFillStore({
      schema: registration.schema,
      rules: registration.rules,
      values: registration.values,
      mode: 'readonly',
      formId: registration.form_id,
      registrationId: registration._id,
      phase: registration.registration_phase ?? undefined,
    }),
  );
  return <FormRenderer store={store} mode="readonly" />;
}

/** The registration on its way (and the formula engine, when its form calculates). */
function RegistrationSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={th('fillScreen.registrationLoading')}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={48} radius="sm" />
      ))}
    </Stack>
  );
}

/** Which registration the modal shows. */
export type TViewedRegistration = { formId: string; registrationId: string };

/**
 * 'Bekijk registratie' (doc 1 §2.12): the registration read-only with 'Sluit' and 'Opnieuw
 * invullen', which opens the form (force_reload '0') starting from these values.
 */
export function ViewRegistrationModal({
  viewed,
  onClose,
}: {
  viewed: TViewedRegistration | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const registration = useQuery({
    ...registrationQuery(viewed?.formId ?? '', viewed?.registrationId ?? ''),
    enabled: viewed !== null,
  });
  const fillAgain = () => {
    if (!viewed) return;
    const query = new URLSearchParams({ registration_id: viewed.registrationId });
    void navigate(`/form/${encodeURIComponent(viewed.formId)}/0?${query}`);
  };
  return (
    <Dialog
      opened={viewed !== null}
      onClose={onClose}
      title={th('myRegistrations.viewTitle')}
      size={MODAL_WIDTH_MEDIUM}
      fullScreen={phone}
    >
      <Stack gap="lg">
        {registration.isError ? (
          <Alert color="red" variant="light" title={th('fillScreen.registrationLoadFailed')}>
            <Button
              variant="light"
              color="red"
              size="xs"
              onClick={() => void registration.refetch()}
            >
              {t('ui.common.retry')}
            </Button>
          </Alert>
        ) : registration.data ? (
          <Suspense fallback={<RegistrationSkeleton />}>
            <ReadOnlyRegistration key={registration.data._id} registration={registration.data} />
          </Suspense>
        ) : (
          <RegistrationSkeleton />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {th('myRegistrations.close')}
          </Button>
          <Button onClick={fillAgain}>{th('myRegistrations.fillAgain')}</Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
