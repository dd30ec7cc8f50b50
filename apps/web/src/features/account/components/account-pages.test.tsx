import { MIN_ACCOUNT_PASSWORD_LENGTH } from '@eform/core/api';
import { tc } from '@eform/core/messages/clients';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderRouter } from '../../../test/render';
import { sessionStore } from '../../session';
import { ForgotPasswordPage } from './forgot-password-page';
import { RegisterPage } from './register-page';
import { SetPasswordPage } from './set-password-page';

const stub = stubFetchRoutes();
afterEach(() => sessionStore.set(null));

const CLIENT = '11111111-1111-4111-8111-111111111111';
const FORM = '22222222-2222-4222-8222-222222222222';

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/register/:client_uuid/:form_id?', element: <RegisterPage /> },
      { path: '/user/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/user/reset/:token', element: <SetPasswordPage /> },
      { path: '*', element: <p data-testid="navigated" /> },
    ],
    { initialEntries: [path] },
  );
  renderRouter(router);
  return { router, user: userEvent.setup() };
}

const emailField = () => screen.getByLabelText(tc('register.emailLabel'), { exact: false });

describe('user_register', () => {
  it('shows the client, its sanitised intro text and the form, and completes with the dialog', async () => {
    stub.answer(`GET /api/user/register/${CLIENT}?form_id=${FORM}`, {
      client_name: 'Demo Gemeente',
      intro_text: '<p>Welkom <img src=x onerror=alert(1)></p>',
      form_name: 'Meldingen',
    });
    stub.answer('POST /api/user/register/', { message: 'Bedankt voor uw registratie.' });
    const { user, router } = open(`/register/${CLIENT}/${FORM}`);
    expect(await screen.findByRole('heading', { name: 'Demo Gemeente' })).toBeTruthy();
    expect(screen.getByTestId('register-intro').innerHTML).toBe('<p>Welkom </p>');
    expect(screen.getByText(tc('register.formName', { name: 'Meldingen' }))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: tc('register.submit') }));
    expect(screen.getByText(tc('users.emailRequired'))).toBeTruthy();
    await user.type(emailField(), 'nieuw@example.nl');
    await user.click(screen.getByRole('button', { name: tc('register.submit') }));
    expect(await screen.findByText(tc('register.completedTitle'))).toBeTruthy();
    expect(screen.getByText('Bedankt voor uw registratie.')).toBeTruthy();
    expect(stub.calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'nieuw@example.nl',
      client_uuid: CLIENT,
      form_id: FORM,
    });
    await user.click(screen.getByRole('button', { name: tc('register.backHome') }));
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows the invalid link's text and goes to the 404 page", async () => {
    stub.answer(
      `GET /api/user/register/${CLIENT}`,
      { code: 'NOT_FOUND', message: tc('register.clientNotFound') },
      404,
    );
    const { router } = open(`/register/${CLIENT}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(stub.toasts()).toContain(tc('register.clientNotFound'));
  });

  it('shows another failure in a dismissible alert and keeps the e-mail', async () => {
    stub.answer(`GET /api/user/register/${CLIENT}`, {
      client_name: 'Demo',
      intro_text: '',
      form_name: null,
    });
    stub.answer(
      'POST /api/user/register/',
      { code: 'TOO_MANY_REQUESTS', message: 'Te veel aanvragen.' },
      429,
    );
    const { user } = open(`/register/${CLIENT}`);
    await screen.findByRole('heading', { name: 'Demo' });
    await user.type(emailField(), 'a@example.nl');
    await user.click(screen.getByRole('button', { name: tc('register.submit') }));
    expect(await screen.findByText('Te veel aanvragen.')).toBeTruthy();
    expect((emailField() as HTMLInputElement).value).toBe('a@example.nl');
  });
});

describe('forgot password', () => {
  it("sends the address and shows the server's answer", async () => {
    stub.answer('POST /api/user/password-reset', { message: 'Als er een account bestaat...' });
    const { user } = open('/user/forgot-password');
    await user.type(
      screen.getByLabelText(tc('users.emailLabel'), { exact: false }),
      'a@example.nl',
    );
    await user.click(screen.getByRole('button', { name: tc('password.forgotSubmit') }));
    expect((await screen.findByTestId('reset-requested')).textContent).toBe(
      'Als er een account bestaat...',
    );
    expect(stub.calls[0]?.body).toEqual({ email: 'a@example.nl' });
  });
});

describe('set password', () => {
  const passwordField = () => screen.getByLabelText(tc('password.newLabel'), { exact: false });
  const repeatField = () => screen.getByLabelText(tc('password.repeatLabel'), { exact: false });

  it('checks length and repetition before calling the server', async () => {
    const { user } = open('/user/reset/tok');
    await user.type(passwordField(), 'kort');
    await user.type(repeatField(), 'anders');
    await user.click(screen.getByRole('button', { name: tc('password.submit') }));
    expect(
      screen.getByText(tc('password.tooShort', { min: MIN_ACCOUNT_PASSWORD_LENGTH })),
    ).toBeTruthy();
    expect(screen.getByText(tc('password.mismatch'))).toBeTruthy();
    expect(stub.calls).toEqual([]);
  });

  it("shows a used or expired link's message with a way to a new link", async () => {
    stub.answer(
      'POST /api/user/set-password',
      { code: 'UNPROCESSABLE', message: 'Deze link is verlopen.' },
      422,
    );
    const { user } = open('/user/reset/tok');
    await user.type(passwordField(), 'lang-genoeg-wachtwoord');
    await user.type(repeatField(), 'lang-genoeg-wachtwoord');
    await user.click(screen.getByRole('button', { name: tc('password.submit') }));
    const alert = await screen.findByTestId('set-password-failed');
    expect(alert.textContent).toContain('Deze link is verlopen.');
    expect(screen.getByRole('link', { name: tc('password.requestNew') }).getAttribute('href')).toBe(
      '/user/forgot-password',
    );
  });

  it('signs in with the answer and goes home', async () => {
    const account = {
      id: 5,
      uuid: 'u5',
      email: 'a@example.nl',
      display_name: '',
      roles: ['authenticated'],
      clients: [{ id: 7, uuid: CLIENT, name: 'Demo' }],
    };
    stub.answer('POST /api/user/set-password', { ...account, status: 'success', api_key: 'k5' });
    stub.answer('GET /api/user/info', {
      ...account,
      server_notification: null,
      environment: 'test',
    });
    stub.answer('GET /api/client/7/info', {
      id: 7,
      uuid: CLIENT,
      name: 'Demo',
      credits: 1,
      modules: [],
      roles: ['authenticated'],
      permissions: ['eform fill forms'],
      terms_and_conditions_required: false,
    });
    const { user, router } = open('/user/reset/tok');
    await user.type(passwordField(), 'lang-genoeg-wachtwoord');
    await user.type(repeatField(), 'lang-genoeg-wachtwoord');
    await user.click(screen.getByRole('button', { name: tc('password.submit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStore.get()?.apiKey).toBe('k5');
    expect(stub.calls[0]?.body).toEqual({ token: 'tok', password: 'lang-genoeg-wachtwoord' });
  });
});
