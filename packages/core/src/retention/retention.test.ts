import { describe, expect, it } from 'vitest';
import { ZFormRetention, ZFormSettings } from '../api/forms';
import {
  nextRetentionRun,
  RETENTION_CRON,
  retentionCutoffs,
  retentionIsOn,
  subtractMonthsUtc,
} from './retention';

const at = (iso: string) => new Date(iso);

describe('retention cutoffs', () => {
  it('counts a term in days as whole days of 24 hours', () => {
    const cut = retentionCutoffs(
      { sent: { amount: 30, unit: 'days' }, drafts_days: 7 },
      at('2026-03-31T10:15:00Z'),
    );
    expect(cut.sent?.toISOString()).toBe('2026-03-01T10:15:00.000Z');
    expect(cut.drafts?.toISOString()).toBe('2026-03-24T10:15:00.000Z');
  });

  it('counts a term in months as calendar months, the time of day kept', () => {
    const cut = retentionCutoffs(
      { sent: { amount: 2, unit: 'months' }, drafts_days: null },
      at('2026-05-15T03:29:00Z'),
    );
    expect(cut.sent?.toISOString()).toBe('2026-03-15T03:29:00.000Z');
    expect(cut.drafts).toBeNull();
  });

  it('takes the last day of a shorter month, in leap years too', () => {
    expect(subtractMonthsUtc(at('2026-03-31T12:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    );
    expect(subtractMonthsUtc(at('2024-03-31T12:00:00Z'), 1).toISOString()).toBe(
      '2024-02-29T12:00:00.000Z',
    );
    expect(subtractMonthsUtc(at('2024-02-29T00:00:00Z'), 12).toISOString()).toBe(
      '2023-02-28T00:00:00.000Z',
    );
    expect(subtractMonthsUtc(at('2026-07-31T08:00:00Z'), 1).toISOString()).toBe(
      '2026-06-30T08:00:00.000Z',
    );
  });

  it('crosses year ends and long terms', () => {
    expect(subtractMonthsUtc(at('2026-01-15T00:00:00Z'), 1).toISOString()).toBe(
      '2025-12-15T00:00:00.000Z',
    );
    expect(subtractMonthsUtc(at('2026-01-15T00:00:00Z'), 3650).toISOString()).toBe(
      '1721-11-15T00:00:00.000Z',
    );
  });

  it('is off when absent or when both terms are null', () => {
    expect(retentionIsOn(undefined)).toBe(false);
    expect(retentionIsOn({ sent: null, drafts_days: null })).toBe(false);
    expect(retentionIsOn({ sent: null, drafts_days: 1 })).toBe(true);
    expect(retentionCutoffs(undefined, at('2026-01-01T00:00:00Z'))).toEqual({
      sent: null,
      drafts: null,
    });
  });
});

describe('the next retention run', () => {
  it('is today at 03:29 UTC before that time, else tomorrow', () => {
    expect(nextRetentionRun(at('2026-02-28T01:00:00Z')).toISOString()).toBe(
      '2026-02-28T03:29:00.000Z',
    );
    expect(nextRetentionRun(at('2026-02-28T03:29:00Z')).toISOString()).toBe(
      '2026-03-01T03:29:00.000Z',
    );
    expect(nextRetentionRun(at('2026-12-31T22:00:00Z')).toISOString()).toBe(
      '2027-01-01T03:29:00.000Z',
    );
    expect(RETENTION_CRON).toBe('29 3 * * *');
  });
});

describe('the retention contract', () => {
  it('takes terms from 1 to 3650 and names the bad field', () => {
    expect(ZFormSettings.parse({ retention: { sent: null, drafts_days: 14 } })).toEqual({
      retention: { sent: null, drafts_days: 14 },
    });
    const bad = ZFormRetention.safeParse({ sent: { amount: 0, unit: 'days' }, drafts_days: 3651 });
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'sent.amount',
      'drafts_days',
    ]);
    expect(
      ZFormRetention.safeParse({ sent: { amount: 1, unit: 'weeks' }, drafts_days: null }).success,
    ).toBe(false);
  });
});
