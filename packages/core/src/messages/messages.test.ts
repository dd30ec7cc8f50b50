import { describe, expect, it } from 'vitest';
import { t } from './index';

describe('t', () => {
  it('fills the placeholders of a message', () => {
    expect(t('client.switched', { client: 'Demo Gemeente' })).toBe(
      'Je kan nu met klant "Demo Gemeente" werken.',
    );
  });

  it('returns a message without placeholders as it is', () => {
    expect(t('folders.empty')).toBe('Er zijn geen mappen gevonden voor de huidige klant');
  });
});
