import { ta } from '@eform/core/messages/admin';
import { Loader, Text, Title } from '@mantine/core';
import { Suspense, use, useState } from 'react';
import { loadFormRenderer } from '../../filling';
import type { TAdminRegistration } from '../api/registration-detail-api';

type TRendererModule = Awaited<ReturnType<typeof loadFormRenderer>>;
let rendererModule: Promise<TRendererModule> | undefined;
/** The filling renderer's chunk, asked for once (shared with nothing on the fill path). */
const renderer = () => {
  rendererModule ??= loadFormRenderer();
  return rendererModule;
};

function ReadOnlyForm({ registration }: { registration: TAdminRegistration }) {
  const { createFillStore, FormRenderer, useFormulaEngine } = use(renderer());
  useFormulaEngine(registration.schema);
  // One store per registration and version (the parent keys this by _id and update time). A read-only store holds no
  // uploads or timers worth disposing, as in the filler's own 'Bekijk registratie'.
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
  return <FormRenderer store={store} mode="readonly" idPrefix="registration" />;
}

/**
 * The registration as it was filled in: the filler's renderer in read-only mode with the schema
 * and rules of the form revision it was filled on (doc 2 'Registration detail').
 */
export function RegistrationDetailContent({ registration }: { registration: TAdminRegistration }) {
  return (
    <section aria-labelledby="registration-content-title">
      <Title order={3} fz="h4" id="registration-content-title">
        {ta('registrationDetail.contentTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {ta('registrationDetail.contentNote')}
      </Text>
      {registration.schema.length === 0 ? (
        <Text c="dimmed">{ta('registrationDetail.empty')}</Text>
      ) : (
        <Suspense fallback={<Loader size="sm" aria-label={ta('registrationDetail.loading')} />}>
          <ReadOnlyForm
            // A correction changes the values: a new store shows them.
            key={`${registration._id}-${registration.registration_updated_at}`}
            registration={registration}
          />
        </Suspense>
      )}
    </section>
  );
}
