import type { TSubmitRegistrationAnswer } from '@eform/core/api/registrations';

/**
 * The phases of sending a registration (doc 1 §2.9, §4): the saving dialog shows 'sending' with
 * the upload progress, then 'server-processing' with a spinner once the body is out, then the
 * outcome. `conflict` is the 409 of a fill_token already sent; `failed` keeps the message.
 */
export type TSendPhase =
  | { name: 'idle' }
  | { name: 'sending'; progress: number }
  | { name: 'server-processing' }
  | { name: 'done'; answer: TSubmitRegistrationAnswer }
  | { name: 'conflict' }
  | { name: 'failed'; message: string };

/**
 * The send flow of one filling: its phase and the fill_token the next submit carries. The token
 * is made once per filling and kept through failures (a lost answer, then a retry, gives the
 * server's 409 instead of a second registration); a 409 and a new filling get a new one.
 */
export type TSendState = { phase: TSendPhase; fillToken: string };

export type TSendEvent =
  | { type: 'start' }
  | { type: 'progress'; fraction: number }
  | { type: 'succeeded'; answer: TSubmitRegistrationAnswer }
  | { type: 'conflict'; newFillToken: string }
  | { type: 'failed'; message: string }
  | { type: 'dismiss' }
  | { type: 'newFilling'; newFillToken: string };

/** The state of a new filling. */
export function initialSendState(fillToken: string): TSendState {
  return { phase: { name: 'idle' }, fillToken };
}

/** True while a submit is on its way (nothing may start a second one). */
export function isSending(phase: TSendPhase): boolean {
  return phase.name === 'sending' || phase.name === 'server-processing';
}

/**
 * The next state. Events that do not fit the current phase (a late progress event after the
 * answer, a second start while sending) change nothing.
 */
export function sendFlowReducer(state: TSendState, event: TSendEvent): TSendState {
  const { phase } = state;
  switch (event.type) {
    case 'start':
      if (isSending(phase) || phase.name === 'done') return state;
      return { ...state, phase: { name: 'sending', progress: 0 } };
    case 'progress': {
      if (phase.name !== 'sending') return state;
      const fraction = Math.min(1, Math.max(0, event.fraction));
      if (fraction >= 1) return { ...state, phase: { name: 'server-processing' } };
      return fraction > phase.progress
        ? { ...state, phase: { name: 'sending', progress: fraction } }
        : state;
    }
    case 'succeeded':
      if (!isSending(phase)) return state;
      return { ...state, phase: { name: 'done', answer: event.answer } };
    case 'conflict':
      if (!isSending(phase)) return state;
      return { phase: { name: 'conflict' }, fillToken: event.newFillToken };
    case 'failed':
      if (!isSending(phase)) return state;
      return { ...state, phase: { name: 'failed', message: event.message } };
    case 'dismiss':
      if (isSending(phase) || phase.name === 'idle') return state;
      return { ...state, phase: { name: 'idle' } };
    case 'newFilling':
      if (isSending(phase)) return state;
      return initialSendState(event.newFillToken);
  }
}
