import type { TClientInfo, TLoginAnswer, TUserInfo } from '@eform/core/api';
import { t } from '@eform/core/messages';
import { ts } from '@eform/core/messages/server-only';
import { notifications } from '@mantine/notifications';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { renderRouter, renderScreen } from '../../../test/render';
import { sessionStore } from '../../session';
import { LoginForm } from './login-form';

const fetchSpy = vi.fn(async (_path: string) => new Response('{}', { status: 500 }));
let toastSpy: MockInstance<typeof notifications.show>;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchSpy);
  toastSpy = vi.spyOn(notifications, 'show');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchSpy.mockReset();
  fetchSpy.mockImplementation(async () => new Response('{}', { status: 500 }));
  sessionStore.set(null);
});

function fields() {
  return {
    user: userEvent.setup(),
    email: screen.getByLabelText(t('ui.login.email'), { exact: false }) as HTMLInputElement,
    password: screen.getByLabelText(t('ui.login.password'), { exact: false }) as HTMLInputElement,
    submit: screen.getByRole('button', { name: t('ui.login.submit') }),
  };
}

function setup() {
  renderScreen(<LoginForm />, '/login');
  return fields();
}

/** The login screen opened at `url` (with its query), in a router that names where it went. */
function setupAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '*', element: <p data-testid="navigated" /> },
    ],
    { initialEntries: [url] },
  );
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  renderRouter(router, queryClient);
  return { router, ...fields() };
}

/** A server that lets the filler in: login, user info and client info in the contract's shapes. */
const DEMO = { id: 7, uuid: 'c7', name: 'Demo Gemeente' };

function acceptSignIn() {
  const account = {
    id: 1,
    uuid: 'u1',
    email: 'invuller@example.nl',
    display_name: 'Invuller',
    roles: ['authenticated' as const],
    clients: [DEMO],
  };
  const login: TLoginAnswer = { status: 'success', api_key: 'k1', ...account };
  const userInfo: TUserInfo = { ...account, server_notification: null, environment: 'production' };
  const clientInfo: TClientInfo = {
    ...DEMO,
    credits: 10,
    modules: [],
    roles: ['authenticated'],
    permissions: ['eform fill forms'],
    terms_and_conditions_required: false,
  };
  const answers: Record<string, unknown> = {
    '/api/user/login': login,
    '/api/user/info': userInfo,
    '/api/client/7/info': clientInfo,
  };
  fetchSpy.mockImplementation(
    async (path: string) => new Response(JSON.stringify(answers[path]), { status: 200 }),
  );
}

async function fillAndSend(
  { user, email, password, submit }: ReturnType<typeof fields>,
  pass = 'geheim',
) {
  await user.type(email, 'invuller@example.nl');
  await user.type(password, pass);
  await user.click(submit);
}

describe('login form', () => {
  it('has the focus in the e-mail field when it opens', () => {
    const { email } = setup();
    expect(document.activeElement).toBe(email);
  });

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

describe('login form feedback', () => {
  it("shows a refusal's message once, next to the form, keeping what was typed", async () => {
    const refusal = ts('auth.invalidCredentials');
    fetchSpy.mockImplementation(
      async () =>
        new Response(
          JSON.stringify({ status: 'error', code: 'INVALID_CREDENTIALS', message: refusal }),
          { status: 401 },
        ),
    );
    const form = setup();
    await fillAndSend(form, 'fout');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(refusal);
    // The form names the message as its description, so it is read with the form.
    expect(alert.closest('form')?.getAttribute('aria-describedby')).toBe(alert.id);
    // Not in a toast as well: a screen reader read it twice.
    expect(toastSpy).not.toHaveBeenCalled();
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    expect(form.email.value).toBe('invuller@example.nl');
    expect(form.password.value).toBe('fout');
    expect(document.activeElement).toBe(form.password);

    // The next attempt clears the old message until its own answer is in.
    fetchSpy.mockImplementation(() => new Promise<Response>(() => undefined));
    await form.user.click(form.submit);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says the device is offline when no answer comes, not that something went wrong', async () => {
    fetchSpy.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const form = setup();
    await fillAndSend(form);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('ui.login.offline'));
    expect(alert.textContent).not.toContain(t('login.exception'));
    expect(toastSpy).not.toHaveBeenCalled();
  });

  it('says the device is offline when the browser knows it is, instead of waiting', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // As the browser's 'offline' event does: queries and mutations would wait for the network.
    onlineManager.setOnline(false);
    try {
      const form = setup();
      await fillAndSend(form);
      expect((await screen.findByRole('alert')).textContent).toContain(t('ui.login.offline'));
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it("keeps the spec's exception text for an unexpected failure while online", async () => {
    const form = setup();
    await fillAndSend(form);
    expect((await screen.findByRole('alert')).textContent).toContain(t('login.exception'));
  });
});

describe('login form after signing in', () => {
  it('returns to the deep link the login URL carries', async () => {
    acceptSignIn();
    const form = setupAt('/login?redirect=/my-registration-list%3Fa%3D1');
    await fillAndSend(form);
    await screen.findByTestId('navigated');
    const { pathname, search } = form.router.state.location;
    expect(`${pathname}${search}`).toBe('/my-registration-list?a=1');
  });

  it.each([
    '/login?redirect=//evil.example/my-registration-list',
    '/login?redirect=https://evil.example/',
    '/login?redirect=/%5Cevil.example',
    '/login',
  ])('goes home from %s', async (url) => {
    acceptSignIn();
    const form = setupAt(url);
    await fillAndSend(form);
    await screen.findByTestId('navigated');
    expect(form.router.state.location.pathname).toBe('/');
  });
});
