import type { TForm } from '@eform/core/api';
import type { TRegistrationValues } from '@eform/core/api/registrations';
import { t } from '@eform/core/messages';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconFileTime, IconSend } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useLeaveGuard } from '../../../../../lib/use-leave-guard';
import { useOnlineStatus } from '../../../../../lib/use-online-status';
import {
  forgetSentRegistration,
  sendLockName,
  useLocalSave,
  withLock,
} from '../../../../saved-registrations';
import type { TSubmitTarget } from '../../../api/submit-registration';
import { useFocusFirstInvalid } from '../../../hooks/use-focus-first-invalid';
import { useFormulaEngine } from '../../../hooks/use-formula-engine';
import { type TSavedSendHooks, useSendFlow } from '../../../hooks/use-send-flow';
import { isSending } from '../../../lib/send-flow';
import { submitBlock } from '../../../lib/submit-rules';
import { createFillStore, FormRenderer, useFillStatus } from '../../renderer';
import { FormSkeleton } from './form-load-states';

/** What filling needs of a form (the signed-in form and the guest form both have it). */
export type TFillableForm = Pick<
  TForm,
  'form_id' | 'form_name' | 'form_type' | 'schema' | 'rules' | 'form_settings'
>;

/** Where the fill screen is shown: its own page, a modal, a workflow draft, a guest link. */
export type TFillVariant = 'page' | 'modal' | 'workflow' | 'guest';

export type TFillViewProps = {
  form: TFillableForm;
  /** Values to start from (a workflow draft, or a registration filled again). */
  values?: TRegistrationValues;
  /** The workflow draft this filling continues. */
  registrationId?: string;
  /** The draft's workflow phase, which rules may read. */
  phase?: string | null;
  /** Files stay in the values as base64 instead of uploading (guests, bad_internet_mode). */
  badInternetMode?: boolean;
  target: TSubmitTarget;
  variant: TFillVariant;
  /** The client's credits; null when this screen does not know them (a guest). */
  credits: number | null;
  /** A Word attachment of the form is still being processed: filling waits (doc 1 §2.9). */
  wordLocked: boolean;
  /** 'Gereed' after sending. */
  onDone: () => void;
  /** 'Annuleren' (the modal only). */
  onCancel?: () => void;
  /** The fill_token of a registration saved on the device that this filling continues. */
  fillToken?: string;
  /** The version of that saved registration the values are (its first save hands it back). */
  savedVersion?: string;
  /** The form's summary: a registration saved on the device is listed with it... */
  formSummary?: string;
  /** ...or with its name made by this pattern, once a field it names is filled in. */
  registrationNameToken?: string;
  /** After 'Opslaan' saved on the device (the page goes to unsend_registration_list). */
  onSavedLocally?: () => void;
  /** How a guest's send meets the guest's copy on this device (a page's: the saved list's). */
  saved?: TSavedSendHooks;
};

/** A page's sends meet the saved registrations: locked per fill_token, the saved copy cleared. */
const SAVED_SEND: TSavedSendHooks = {
  lock: (fillToken, send) => withLock(sendLockName(fillToken), send),
  reached: (fillToken) => forgetSentRegistration(fillToken),
};

// The two dialogs (and Mantine's modal machinery, ~10 KB gzipped) load when first needed: on
// sending and on a held navigation, never before the form is open (the fill path's budget).
const SavingDialog = lazy(() =>
  import('./saving-dialog').then((m) => ({ default: m.SavingDialog })),
);
const LeaveDialog = lazy(() => import('./leave-dialog').then((m) => ({ default: m.LeaveDialog })));

function LeaveGuard({ shouldAsk }: { shouldAsk: () => boolean }) {
  const blocker = useLeaveGuard(shouldAsk);
  if (blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <LeaveDialog blocker={blocker} />
    </Suspense>
  );
}

/** A new registration of a workflow form starts in the form's phase ('1'); rules may read it. */
export function startPhase(
  form: Pick<TForm, 'form_type'> & { registration_phase?: string | null },
) {
  return form.form_type === 'workflow' ? (form.registration_phase ?? '1') : undefined;
}

/**
 * The fill screen's body (doc 1 §2.9): the renderer, 'Versturen' with the reasons it is
 * disabled, the saving dialog and, on a page, the leave question. The store holds the values
 * for the whole visit: a failed or refused send leaves them as they are. A form that calculates
 * shows once the formula engine is there, the form's skeleton until then.
 */
export function FillView(props: TFillViewProps) {
  return (
    <Suspense fallback={<FormSkeleton />}>
      <FillForm {...props} />
    </Suspense>
  );
}

function FillForm(props: TFillViewProps) {
  const { form, variant } = props;
  useFormulaEngine(form.schema);
  const [store] = useState(() =>
    createFillStore({
      schema: form.schema,
      rules: form.rules,
      values: props.values,
      mode: 'fill',
      formId: form.form_id,
      phase: props.phase ?? startPhase(form),
      badInternetMode: props.badInternetMode,
      guestId: props.target.kind === 'guest' ? props.target.guestId : undefined,
    }),
  );
  const online = useOnlineStatus();
  const { subformLocked } = useFillStatus(store);
  const isWorkflow = variant === 'workflow' || form.form_type === 'workflow';
  const { formRef, requestFocus } = useFocusFirstInvalid();
  const flow = useSendFlow({
    store,
    formId: form.form_id,
    target: props.target,
    registrationId: props.registrationId,
    resetAfterSend: form.form_settings.form_complete_action === 'fillFormAgain' && !isWorkflow,
    onInvalid: requestFocus,
    fillToken: props.fillToken,
    saved: variant === 'page' ? SAVED_SEND : props.saved,
  });
  const { phase } = flow.state;
  // 'Opslaan' and autosave (doc 1 §4): on the form's own page, not in a modal, workflow or guest;
  // a guest's 'Opslaan' (doc 1 §2.13) keeps a copy on this device only, without autosave.
  const canSave = variant === 'page' || variant === 'guest';
  const local = useLocalSave(
    {
      raw: () => store.getRawValues(),
      dirty: () => store.isDirty(),
      input: () => ({
        fillToken: flow.state.fillToken,
        formId: form.form_id,
        formName: form.form_name,
        formSummary: props.formSummary ?? '',
        registrationNameToken: props.registrationNameToken ?? '',
        schema: form.schema,
        values: store.getValues(),
      }),
      openedVersion: props.savedVersion,
      blocked: () =>
        store.getStatus().subformOpen ||
        store.hasPendingUploads() ||
        isSending(phase) ||
        phase.name === 'done',
    },
    variant === 'page' && !props.wordLocked,
    variant === 'guest',
  );
  const saveLocally = async () => {
    try {
      await local.save();
      notifications.show({ color: 'green', message: t('fill.savedLocally') });
      props.onSavedLocally?.();
    } catch (error) {
      console.warn('Local save failed', error);
      notifications.show({ color: 'red', message: t('fill.saveLocallyFailed') });
    }
  };
  const block = submitBlock({
    loading: props.wordLocked,
    sending: isSending(phase),
    online,
    credits: props.credits,
    subformLocked,
  });

  if (props.wordLocked) {
    return (
      <Alert
        color="orange"
        variant="light"
        title={t('fillScreen.wordLockTitle')}
        icon={<IconFileTime size={20} aria-hidden />}
        data-testid="word-lock"
      >
        {t('fill.wordProcessing')}
      </Alert>
    );
  }

  const note =
    block === 'offline'
      ? t('fillScreen.offline')
      : block === 'noCredits'
        ? t('fill.noCredits')
        : null;
  return (
    <Stack gap="lg">
      <div ref={formRef}>
        <FormRenderer store={store} mode="fill" />
      </div>
      <Stack gap="xs">
        {note && (
          <Text size="sm" c={block === 'noCredits' ? 'red.8' : 'dimmed'} data-testid="submit-note">
            {note}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          {variant === 'modal' && props.onCancel && (
            <Button variant="default" onClick={props.onCancel}>
              {t('fill.cancel')}
            </Button>
          )}
          {canSave && (
            <Button
              variant="default"
              onClick={() => void saveLocally()}
              disabled={isSending(phase) || phase.name === 'done'}
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            >
              {t('fill.save')}
            </Button>
          )}
          <Button
            onClick={() => void flow.send()}
            disabled={block !== null}
            loading={block === 'sending'}
            leftSection={<IconSend size={18} aria-hidden />}
          >
            {/* Offline the button says what the filler can do instead (doc 1 §2.9). */}
            {block === 'offline' ? t('fill.submitOffline') : t('fill.submit')}
          </Button>
        </Group>
      </Stack>
      {phase.name !== 'idle' && (
        <Suspense fallback={null}>
          <SavingDialog
            phase={phase}
            canFillAgain={variant !== 'modal' && !isWorkflow}
            onDone={props.onDone}
            onFillAgain={flow.fillAgain}
            onDismiss={flow.dismiss}
            onRetry={() => void flow.send()}
          />
        </Suspense>
      )}
      {variant !== 'modal' && (
        <LeaveGuard
          shouldAsk={() => phase.name !== 'done' && store.isDirty() && !local.isSaved()}
        />
      )}
    </Stack>
  );
}
