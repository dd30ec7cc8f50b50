import { describe, expect, it } from 'vitest';
import { submitBlock, type TSubmitConditions } from './submit-rules';

const ready: TSubmitConditions = {
  loading: false,
  sending: false,
  online: true,
  credits: 5,
  subformLocked: false,
};

describe('submitBlock', () => {
  it('allows sending online with credits and no lock', () => {
    expect(submitBlock(ready)).toBeNull();
  });

  it.each([
    ['loading', { loading: true }],
    ['sending', { sending: true }],
    ['offline', { online: false }],
    ['noCredits', { credits: 0 }],
    ['noCredits', { credits: -3 }],
    ['subformLock', { subformLocked: true }],
  ] as const)('blocks with %s', (reason, change) => {
    expect(submitBlock({ ...ready, ...change })).toBe(reason);
  });

  it('allows exactly one credit, and unknown credits (a guest: the server checks)', () => {
    expect(submitBlock({ ...ready, credits: 1 })).toBeNull();
    expect(submitBlock({ ...ready, credits: null })).toBeNull();
  });

  it('names offline before the credits, so the note says what to fix first', () => {
    expect(submitBlock({ ...ready, online: false, credits: 0 })).toBe('offline');
  });
});
