// The sign-in feature's public entry: the login and logout screens (both in the entry chunk).
export { LoginPage } from './components/login-page';
export { LogoutPage } from './components/logout-page';
// Starting a session from a login answer and what a failed start says (the password pages).
export { NoClientError, startSession } from './lib/sign-in';
export { signInFeedback } from './lib/sign-in-feedback';
