import { describe, expect, it } from 'vitest';
import { ZFormRetention, ZFormSettings } from '../api/forms';
import { previewQueryOf, retentionOfPreviewQuery, ZRetentionPreviewQuery } from '../api/retention';
import {
  isPastRetention,
  nextRetentionRun,
  RETENTION_CRON,
  retentionCutoffs,
  retentionIsOn,
  retentionRemovesMore,
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

describe('a registration past its term', () => {
  const retention = { sent: { amount: 10, unit: 'days' as const }, drafts_days: 2 };
  const now = at('2026-06-15T12:00:00Z');
  it('is a sent one by when it was sent, a draft by its last change', () => {
    const sentLongAgo = at('2026-06-05T11:59:00Z');
    const yesterday = at('2026-06-14T12:00:00Z');
    expect(
      isPastRetention(
        retention,
        { status: 'completed', registeredAt: sentLongAgo, updatedAt: yesterday },
        now,
      ),
    ).toBe(true);
    expect(
      isPastRetention(
        retention,
        { status: 'draft', registeredAt: sentLongAgo, updatedAt: yesterday },
        now,
      ),
    ).toBe(false);
    expect(
      isPastRetention(
        retention,
        { status: 'draft', registeredAt: yesterday, updatedAt: at('2026-06-13T11:00:00Z') },
        now,
      ),
    ).toBe(true);
    expect(
      isPastRetention(
        undefined,
        { status: 'completed', registeredAt: sentLongAgo, updatedAt: sentLongAgo },
        now,
      ),
    ).toBe(false);
  });
});

describe('the preview query', () => {
  it('says a term and reads it back', () => {
    const terms = [
      { sent: { amount: 3, unit: 'months' as const }, drafts_days: 14 },
      { sent: null, drafts_days: 1 },
      { sent: { amount: 30, unit: 'days' as const }, drafts_days: null },
      { sent: null, drafts_days: null },
    ];
    for (const term of terms) {
      expect(retentionOfPreviewQuery(ZRetentionPreviewQuery.parse(previewQueryOf(term)))).toEqual(
        term,
      );
    }
    expect(retentionOfPreviewQuery({ sent_amount: 5 })).toEqual({
      sent: { amount: 5, unit: 'days' },
      drafts_days: null,
    });
  });
});

describe('a term that removes more', () => {
  const now = at('2026-06-15T12:00:00Z');
  it('is one turned on or made shorter, not one made longer or turned off', () => {
    const days = (amount: number) => ({
      sent: { amount, unit: 'days' as const },
      drafts_days: null,
    });
    expect(retentionRemovesMore(days(30), undefined, now)).toBe(true);
    expect(retentionRemovesMore(days(20), days(30), now)).toBe(true);
    expect(retentionRemovesMore(days(40), days(30), now)).toBe(false);
    expect(retentionRemovesMore(undefined, days(30), now)).toBe(false);
    // One month is 31 days back from 15 June (15 May): shorter than 32 days, longer than 30.
    const month = { sent: { amount: 1, unit: 'months' as const }, drafts_days: null };
    expect(retentionRemovesMore(month, days(32), now)).toBe(true);
    expect(retentionRemovesMore(month, days(30), now)).toBe(false);
    expect(
      retentionRemovesMore({ sent: null, drafts_days: 5 }, { sent: null, drafts_days: 6 }, now),
    ).toBe(true);
  });
});
