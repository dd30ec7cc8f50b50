import { describe, expect, it } from 'vitest';
import { planFormHooks } from './form-hooks.service';
import { DEFAULT_HOOK_RETRY, nextAttemptAt } from './hook-pipeline.service';

const first = new Date('2026-03-05T10:00:00Z');
const at = (seconds: number) => new Date(first.getTime() + seconds * 1000);

describe('nextAttemptAt', () => {
  it.each([
    [1, 0, 30],
    [2, 30, 60],
    [3, 90, 120],
    [8, 7000, 3840],
    // Doubling stops at 2 h between attempts.
    [9, 10_000, 7200],
    [20, 30_000, 7200],
  ])('after attempt %i at +%is waits %is', (attempts, now, delay) => {
    expect(nextAttemptAt(DEFAULT_HOOK_RETRY, attempts, first, at(now))).toEqual(at(now + delay));
  });

  it('plans none that would start more than 24 h after the first attempt', () => {
    expect(nextAttemptAt(DEFAULT_HOOK_RETRY, 14, first, at(24 * 3600 - 7200))).toEqual(
      at(24 * 3600),
    );
    expect(nextAttemptAt(DEFAULT_HOOK_RETRY, 15, first, at(24 * 3600 - 7199))).toBeNull();
  });
});

describe('planFormHooks', () => {
  const hook = { hook_name: 'A', hook_type: 'post-to-url' as const, hook_url: 'https://a.example' };
  const id = '0b9f5a48-5c0e-4f52-9d36-3f3f0c3c2e01';

  it('keeps a hook id, gives one to a hook without (or with a taken or odd one), strips tokens and flags', () => {
    const plan = planFormHooks([
      { ...hook, hook_id: id.toUpperCase(), sia_token_set: true },
      { ...hook, hook_id: id },
      { ...hook, hook_id: 'geen-uuid' },
      { ...hook, hook_type: 'sia-signal-create', sia_token: 'geheim' },
    ]);
    const ids = plan.hooks.map((h) => h.hook_id);
    expect(ids[0]).toBe(id);
    expect(new Set(ids).size).toBe(4);
    expect(ids.every((i) => /^[0-9a-f-]{36}$/.test(i))).toBe(true);
    expect(plan.hooks.some((h) => 'sia_token' in h || 'sia_token_set' in h)).toBe(false);
    expect(plan.tokens).toEqual(new Map([[ids[3], 'geheim']]));
  });

  it('renews every id and keeps no token for a copy', () => {
    const plan = planFormHooks([{ ...hook, hook_id: id, sia_token: 'geheim' }], { renew: true });
    expect(plan.hooks[0]?.hook_id).not.toBe(id);
    expect(plan.tokens.size).toBe(0);
  });
});
