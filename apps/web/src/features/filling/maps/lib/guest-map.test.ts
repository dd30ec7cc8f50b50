import { describe, expect, it } from 'vitest';
import { guestMapIsLive, guestMapStatusesToAsk } from './guest-map';

const STATUSES = ['_none', 'closed', 'open'];

describe('guestMapStatusesToAsk', () => {
  it('asks for every status while none is switched off', () => {
    expect(guestMapStatusesToAsk(STATUSES, new Set(), {})).toBeNull();
    // A remembered status the datasource no longer has hides nothing.
    expect(guestMapStatusesToAsk(STATUSES, new Set(['weg']), {})).toBeNull();
  });

  it('asks for the statuses that still show', () => {
    expect(guestMapStatusesToAsk(STATUSES, new Set(['_none']), {})).toEqual(
      new Set(['closed', 'open']),
    );
    expect(guestMapStatusesToAsk(STATUSES, new Set(STATUSES), {})).toEqual(new Set());
  });

  it('asks for every status when a feature action may set one: the map filters itself', () => {
    const settings = { featureActions: [{ actions: [{ actionType: 'setStatus' as const }] }] };
    expect(guestMapStatusesToAsk(STATUSES, new Set(['open']), settings)).toBeNull();
  });
});

describe('guestMapIsLive', () => {
  it("is the first layer's loading strategy", () => {
    expect(guestMapIsLive({ mapLayers: [{ loadingStrategy: 'live' }] })).toBe(true);
    expect(
      guestMapIsLive({ mapLayers: [{ loadingStrategy: 'preload' }, { loadingStrategy: 'live' }] }),
    ).toBe(false);
    expect(guestMapIsLive({})).toBe(false);
  });
});
