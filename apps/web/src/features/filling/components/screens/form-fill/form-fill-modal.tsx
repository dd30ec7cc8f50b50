import { MODAL_WIDTH_MEDIUM } from '@eform/core/constants';
import { tw } from '@eform/core/messages/fill-widgets';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../../../../ui/dialog';
import { fillFormQuery } from '../../../api/fill-api';
import type { TSubmitTarget } from '../../../api/submit-registration';
import { useClientCredits, useWordLock } from '../../../hooks/use-fill-context';
import { FillView } from './fill-view';
import { FormLoadError, FormSkeleton } from './form-load-states';

const USER_TARGET: TSubmitTarget = { kind: 'user' };

function ModalBody({ formId, onClose }: { formId: string; onClose: () => void }) {
  const form = useQuery(fillFormQuery(formId, true));
  const credits = useClientCredits();
  const wordLocked = useWordLock(formId);
  if (form.isError) return <FormLoadError error={form.error} onRetry={() => void form.refetch()} />;
  if (!form.data) return <FormSkeleton />;
  return (
    <FillView
      form={form.data}
      target={USER_TARGET}
      variant="modal"
      credits={credits}
      wordLocked={wordLocked}
      badInternetMode={form.data.settings.bad_internet_mode ?? false}
      onDone={onClose}
      onCancel={onClose}
    />
  );
}

/**
 * The fill screen in a modal (doc 1 §2.9), for a linked form: '{form name} invullen' with
 * 'Annuleren'. After sending, 'Gereed' closes it; there is no 'Nogmaals invullen' here.
 */
export function FormFillModal({
  formId,
  formName,
  opened,
  onClose,
}: {
  formId: string;
  /** Shown in the title before the form has loaded. */
  formName: string;
  opened: boolean;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const form = useQuery({ ...fillFormQuery(formId, true), enabled: opened });
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={tw('fill.modalTitle', { form: form.data?.form_name ?? formName })}
      size={MODAL_WIDTH_MEDIUM}
      fullScreen={phone}
      closeOnClickOutside={false}
    >
      {opened && <ModalBody formId={formId} onClose={onClose} />}
    </Dialog>
  );
}
