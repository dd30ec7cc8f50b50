import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { describe, expect, it } from 'vitest';
import { describeDuplicate } from './duplicate-outcome';

describe('describeDuplicate', () => {
  it('stays in the current client with the plain duplicate toast', () => {
    expect(describeDuplicate('Melding', { id: 4, name: 'Gemeente A' }, 4)).toEqual({
      switchToClientId: null,
      message: t('forms.duplicated', { name: 'Melding' }),
    });
  });

  it('switches to another client and names it in the toast', () => {
    const outcome = describeDuplicate('Melding', { id: 9, name: 'Gemeente B' }, 4);
    expect(outcome.switchToClientId).toBe(9);
    expect(outcome.message).toBe(
      ta('forms.duplicatedOtherClient', { name: 'Melding', client: 'Gemeente B' }),
    );
    expect(outcome.message).toContain('"Gemeente B"');
  });

  it('switches when no client is current yet', () => {
    expect(describeDuplicate('Melding', { id: 9, name: 'B' }, null).switchToClientId).toBe(9);
  });
});
