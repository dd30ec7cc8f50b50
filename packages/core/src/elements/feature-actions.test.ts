import { describe, expect, it } from 'vitest';
import { hiddenByFeatureActions } from './feature-actions';

const when = (dataName: string, dataValue: string) => ({
  conditionType: 'dataValue' as const,
  dataName,
  operator: '=' as const,
  dataValue,
});

describe('hiddenByFeatureActions', () => {
  const settings = {
    featureActions: [
      { conditions: [when('eigenaar', 'Geheim')], actions: [{ actionType: 'setHidden' as const }] },
      {
        conditions: [when('soort', 'naald')],
        actions: [{ actionType: 'setStatus' as const, status: 'closed' }],
      },
    ],
  };

  it('hides a feature a setHidden action applies to, its value compared without case', () => {
    expect(hiddenByFeatureActions(settings, { eigenaar: ' geheim ' })).toBe(true);
  });

  it('keeps one only a setStatus action applies to, one no action applies to, and any without actions', () => {
    expect(hiddenByFeatureActions(settings, { soort: 'naald' })).toBe(false);
    expect(hiddenByFeatureActions(settings, { eigenaar: 'Gemeente' })).toBe(false);
    expect(hiddenByFeatureActions(undefined, { eigenaar: 'Geheim' })).toBe(false);
  });
});
