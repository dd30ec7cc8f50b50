import { describe, expect, it } from 'vitest';
import { sentAnswer as answer } from '../../../test/fake-xhr';
import { initialSendState, sendFlowReducer, type TSendEvent, type TSendState } from './send-flow';

const run = (events: TSendEvent[], from: TSendState = initialSendState('t1')) =>
  events.reduce(sendFlowReducer, from);

describe('sendFlowReducer', () => {
  it('goes idle -> sending with progress -> server-processing at 100 % -> done', () => {
    const steps: TSendState[] = [];
    let state = initialSendState('t1');
    for (const event of [
      { type: 'start' },
      { type: 'progress', fraction: 0.4 },
      { type: 'progress', fraction: 1 },
      { type: 'succeeded', answer },
    ] as TSendEvent[]) {
      state = sendFlowReducer(state, event);
      steps.push(state);
    }
    expect(steps.map((s) => s.phase)).toEqual([
      { name: 'sending', progress: 0 },
      { name: 'sending', progress: 0.4 },
      { name: 'server-processing' },
      { name: 'done', answer },
    ]);
    expect(state.fillToken).toBe('t1');
  });

  it('never moves the progress back and ignores progress once processing', () => {
    const state = run([
      { type: 'start' },
      { type: 'progress', fraction: 0.6 },
      { type: 'progress', fraction: 0.3 },
    ]);
    expect(state.phase).toEqual({ name: 'sending', progress: 0.6 });
    const processing = run(
      [
        { type: 'progress', fraction: 1 },
        { type: 'progress', fraction: 0.5 },
      ],
      state,
    );
    expect(processing.phase).toEqual({ name: 'server-processing' });
  });

  it('a 409 makes a new fill_token; a failure keeps the token so a retry stays idempotent', () => {
    const conflict = run([{ type: 'start' }, { type: 'conflict', newFillToken: 't2' }]);
    expect(conflict).toEqual({ phase: { name: 'conflict' }, fillToken: 't2' });
    const failed = run([{ type: 'start' }, { type: 'failed', message: 'Geen verbinding' }]);
    expect(failed).toEqual({
      phase: { name: 'failed', message: 'Geen verbinding' },
      fillToken: 't1',
    });
  });

  it('sends again from a conflict or a failure, but never twice at once', () => {
    expect(
      run([{ type: 'start' }, { type: 'failed', message: 'x' }, { type: 'start' }]).phase,
    ).toEqual({ name: 'sending', progress: 0 });
    const sending = run([{ type: 'start' }, { type: 'progress', fraction: 0.5 }]);
    expect(sendFlowReducer(sending, { type: 'start' })).toBe(sending);
    expect(sendFlowReducer(sending, { type: 'dismiss' })).toBe(sending);
    expect(sendFlowReducer(sending, { type: 'newFilling', newFillToken: 't9' })).toBe(sending);
  });

  it('ignores outcomes that arrive when nothing is being sent', () => {
    const idle = initialSendState('t1');
    expect(sendFlowReducer(idle, { type: 'succeeded', answer })).toBe(idle);
    expect(sendFlowReducer(idle, { type: 'conflict', newFillToken: 't2' })).toBe(idle);
    expect(sendFlowReducer(idle, { type: 'failed', message: 'x' })).toBe(idle);
  });

  it('a new filling after success starts idle with a new token; done cannot be sent again', () => {
    const done = run([{ type: 'start' }, { type: 'succeeded', answer }]);
    expect(sendFlowReducer(done, { type: 'start' })).toBe(done);
    expect(sendFlowReducer(done, { type: 'newFilling', newFillToken: 't2' })).toEqual(
      initialSendState('t2'),
    );
  });
});
