// The guest's account pages (issue 21): self-registration through a client's link, asking for a
// password reset mail, and setting a password with a mail's link. Each is a chunk of its own,
// loaded by its route: this entry exports loaders only.

/** user_register (/register/:client_uuid/:form_id?). */
export const loadRegisterPage = () =>
  import('./components/register-page').then((m) => m.RegisterPage);

/** The forgot-password page (/user/forgot-password; the server's /user/password leads here). */
export const loadForgotPasswordPage = () =>
  import('./components/forgot-password-page').then((m) => m.ForgotPasswordPage);

/** Setting a password with a welcome or reset mail's link (/user/reset/:token). */
export const loadSetPasswordPage = () =>
  import('./components/set-password-page').then((m) => m.SetPasswordPage);
