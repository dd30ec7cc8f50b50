import { t } from '@eform/core/messages';
import { ApiError } from '../../../lib/http/api-error';
import { NoClientError } from './sign-in';

/** What a failed sign-in tells the user, next to the form. */
export type TSignInFeedback = {
  message: string;
  /** 'notice' for an account without client (orange, stays), 'error' for everything else. */
  kind: 'error' | 'notice';
};

/**
 * The message for a failed sign-in (doc 1 §8 'Login failure'): the server's own Dutch text for a
 * refusal (wrong e-mail address or password, too many attempts); the offline text when no answer
 * came (status 0) or the browser knows it has no connection, since 'Er is iets mis gegaan' would
 * send the user looking for a fault that is only a missing network; the spec's exception text
 * for anything else.
 */
export function signInFeedback(error: unknown, online: boolean): TSignInFeedback {
  if (error instanceof NoClientError) return { message: t('account.noClient'), kind: 'notice' };
  if (error instanceof ApiError) {
    if (error.status === 0) return { message: t('ui.login.offline'), kind: 'error' };
    if (error.status >= 400 && error.status < 500) return { message: error.message, kind: 'error' };
  }
  if (!online) return { message: t('ui.login.offline'), kind: 'error' };
  return { message: t('login.exception'), kind: 'error' };
}
