import { t } from '@eform/core/messages';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useReducer, useRef } from 'react';
import { isApiStatus } from '../../../lib/http/api-error';
import { sessionKeys } from '../../session';
import { fillKeys } from '../api/fill-api';
import type { TSubmitTarget } from '../api/submit-registration';
import type { TFillStore } from '../components/renderer';
import { initialSendState, sendFlowReducer, type TSendState } from '../lib/send-flow';

/**
 * Toast ids, so each shows once: the form toast goes after its 4 s like every toast (it covered
 * the phone's menu button when it stayed); the 409 warning stays until dismissed.
 */
export const INVALID_TOAST_ID = 'fill-invalid';
export const CONFLICT_TOAST_ID = 'fill-conflict';

const newFillToken = () => crypto.randomUUID();

/**
 * How sending meets the registrations saved on the device: `lock` holds the send (two tabs never
 * send one fill_token at once); `reached` hears a fill_token that is on the server now (sent, or
 * answered 409), whose saved copy goes, and settles once it has gone.
 */
export type TSavedSendHooks = {
  lock: <T>(fillToken: string, send: () => Promise<T>) => Promise<T>;
  reached: (fillToken: string) => Promise<void> | void;
};

export type TSendFlow = {
  state: TSendState;
  /** Validates, then sends the values with the current fill_token. */
  send: () => Promise<void>;
  /** Closes the outcome dialog (the values stay in the form). */
  dismiss: () => void;
  /** Empties the form for a new filling with a new fill_token. */
  fillAgain: () => void;
};

/**
 * Sending a registration (doc 1 §2.9, §4, §8): the form toast when validation fails, the upload
 * progress, the outcome. Nothing the user typed is touched unless sending succeeded: the store
 * is only reset for a new filling. With `resetAfterSend` (form_complete_action fillFormAgain)
 * success empties the form with the toast 'Registratie is verstuurd.' instead of the dialog.
 */
export function useSendFlow(options: {
  store: TFillStore;
  formId: string;
  target: TSubmitTarget;
  registrationId?: string;
  resetAfterSend: boolean;
  /** Called when validation fails: the screen moves the focus to the first field in error. */
  onInvalid?: () => void;
  /** The fill_token to start with (a registration saved on the device), else a new one. */
  fillToken?: string;
  /** Saved registrations (issue 22): the send runs inside it, and hears what became of the token. */
  saved?: TSavedSendHooks;
}): TSendFlow {
  const { store, formId, target, registrationId, resetAfterSend, onInvalid, saved } = options;
  const [state, dispatch] = useReducer(sendFlowReducer, undefined, () =>
    initialSendState(options.fillToken ?? newFillToken()),
  );
  const stateRef = useRef(state);
  stateRef.current = state;
  const queryClient = useQueryClient();

  const fillAgain = useCallback(() => {
    store.reset();
    dispatch({ type: 'newFilling', newFillToken: newFillToken() });
  }, [store]);

  const send = useCallback(async () => {
    const phase = stateRef.current.phase.name;
    if (phase === 'sending' || phase === 'server-processing') return;
    if (!store.validate()) {
      notifications.show({ id: INVALID_TOAST_ID, color: 'red', message: t('form.invalid') });
      onInvalid?.();
      return;
    }
    notifications.hide(INVALID_TOAST_ID);
    if (store.hasPendingUploads()) {
      notifications.show({ color: 'orange', message: t('fillScreen.uploadsPending') });
      return;
    }
    dispatch({ type: 'start' });
    const fillToken = stateRef.current.fillToken;
    const body = {
      form_id: formId,
      fill_token: fillToken,
      values: store.getValues(),
      ...(registrationId ? { registration_id: registrationId } : {}),
    };
    // The outcome shows once the device's copy has gone: someone who leaves the screen at the
    // message (to the saved list) found the sent registration still listed there, its removal
    // cut off by the page change. A failed removal says so itself (saved-actions.ts).
    const forgetCopy = () => Promise.resolve(saved?.reached(fillToken)).catch(() => undefined);
    try {
      // Loaded when sent (with its upload-aware request), not on the way to the form: the fill
      // path's budget.
      const submit = async () =>
        (await import('../api/submit-registration')).submitRegistration(target, body, (fraction) =>
          dispatch({ type: 'progress', fraction }),
        );
      const answer = await (saved ? saved.lock(fillToken, submit) : submit());
      await forgetCopy();
      dispatch({ type: 'succeeded', answer });
      notifications.hide(CONFLICT_TOAST_ID);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.clientInfoAll });
      void queryClient.invalidateQueries({ queryKey: fillKeys.myRegistrationsAll });
      void queryClient.invalidateQueries({ queryKey: fillKeys.assigned });
      if (resetAfterSend) {
        notifications.show({ color: 'green', message: t('fill.sent') });
        store.reset();
        dispatch({ type: 'newFilling', newFillToken: newFillToken() });
      }
    } catch (error) {
      if (isApiStatus(error, 409)) {
        await forgetCopy();
        dispatch({ type: 'conflict', newFillToken: newFillToken() });
        notifications.show({
          id: CONFLICT_TOAST_ID,
          color: 'orange',
          message: t('fill.alreadySent'),
          autoClose: false,
        });
        return;
      }
      const message =
        error instanceof Error && error.message ? error.message : t('fill.sendFailed');
      dispatch({ type: 'failed', message });
    }
  }, [store, formId, target, registrationId, resetAfterSend, onInvalid, queryClient, saved]);

  const dismiss = useCallback(() => dispatch({ type: 'dismiss' }), []);
  return { state, send, dismiss, fillAgain };
}
