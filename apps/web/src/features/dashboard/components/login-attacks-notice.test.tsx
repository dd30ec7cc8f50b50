import { th } from '@eform/core/messages/home';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render';
import { LoginAttacksView } from './login-attacks-notice';

describe('LoginAttacksView', () => {
  it('shows nothing while no account is under attack', () => {
    renderScreen(<LoginAttacksView attacks={{ window_minutes: 15, accounts: [] }} />);
    expect(screen.queryByTestId('login-attacks')).toBeNull();
  });

  it('names each attacked account with its failures, addresses and times', () => {
    const account = {
      user_id: 7,
      email: 'jan@example.nl',
      failures: 42,
      addresses: 6,
      first_seen: '2026-03-05T13:00:00.000Z',
      last_seen: '2026-03-05T13:07:00.000Z',
    };
    renderScreen(<LoginAttacksView attacks={{ window_minutes: 15, accounts: [account] }} />);
    const notice = screen.getByTestId('login-attacks');
    expect(notice.textContent).toContain(th('ui.dashboard.attacks.title'));
    expect(notice.textContent).toContain(th('ui.dashboard.attacks.text', { minutes: 15 }));
    expect(notice.textContent).toContain(
      'jan@example.nl: 42 mislukte pogingen vanaf 6 adressen, van 5 mrt. 2026 14:00 tot 5 mrt. 2026 14:07',
    );
  });
});
