import { MIN_CREDITS_TO_SUBMIT } from '@eform/core/constants';

/** Why 'Versturen' cannot be used now, or null when it can (doc 1 §2.9). */
export type TSubmitBlock = 'loading' | 'sending' | 'offline' | 'noCredits' | 'subformLock' | null;

export type TSubmitConditions = {
  /** The form (or the registration to continue) is still loading, or is locked. */
  loading: boolean;
  sending: boolean;
  online: boolean;
  /** The client's credits; null when not known to this screen (a guest), which the server checks. */
  credits: number | null;
  /** A subform closed less than a second ago (the renderer's lock). */
  subformLocked: boolean;
};

/**
 * The first reason that disables sending: while loading or sending, offline, with fewer than
 * one client credit, and for one second after a subform closes (a tap meant for the subform's
 * close button must not send the form).
 */
export function submitBlock(conditions: TSubmitConditions): TSubmitBlock {
  if (conditions.loading) return 'loading';
  if (conditions.sending) return 'sending';
  if (!conditions.online) return 'offline';
  if (conditions.credits !== null && conditions.credits < MIN_CREDITS_TO_SUBMIT) return 'noCredits';
  if (conditions.subformLocked) return 'subformLock';
  return null;
}
