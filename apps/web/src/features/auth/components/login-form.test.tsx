import { t } from '@eform/core/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { LoginForm } from './login-form';

const fetchSpy = vi.fn(async () => new Response('{}', { status: 500 }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchSpy.mockClear();
});

function setup() {
  renderScreen(<LoginForm />, '/login');
  return {
    user: userEvent.setup(),
    email: screen.getByLabelText(t('ui.login.email'), { exact: false }),
    password: screen.getByLabelText(t('ui.login.password'), { exact: false }),
    submit: screen.getByRole('button', { name: t('ui.login.submit') }),
  };
}

describe('login form', () => {
  it('names both required fields in Dutch and calls no server when sent empty', async () => {
    const { user, email, submit } = setup();
    expect(screen.queryByText(t('ui.login.emailRequired'))).toBeNull();

    await user.click(submit);

    expect(screen.getByText(t('ui.login.emailRequired'))).toBeTruthy();
    expect(screen.getByText(t('ui.login.passwordRequired'))).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a malformed address and lets the message go while the user corrects it', async () => {
    const { user, email, password, submit } = setup();
    await user.type(email, 'geen-adres');
    await user.type(password, 'geheim');
    await user.click(submit);

    expect(screen.getByText(t('ui.login.emailInvalid'))).toBeTruthy();
    expect(screen.queryByText(t('ui.login.passwordRequired'))).toBeNull();
    expect(document.activeElement).toBe(email);
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.type(email, '@example.nl');
    expect(screen.queryByText(t('ui.login.emailInvalid'))).toBeNull();
  });

  it('sends the trimmed address and the password to the login call', async () => {
    const { user, email, password, submit } = setup();
    await user.type(email, '  invuller@example.nl ');
    await user.type(password, 'geheim');
    await user.click(submit);

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/');
    // Whatever the wire format (JSON or a form), the decoded body holds the trimmed address.
    const sent = decodeURIComponent(String(init.body).replace(/\+/g, ' '));
    expect(sent).toContain('invuller@example.nl');
    expect(sent).not.toMatch(/ invuller|example\.nl /);
    expect(sent).toContain('geheim');
  });
});
