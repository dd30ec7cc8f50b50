// The sign-in feature's public entry: the login and logout screens (both in the entry chunk).
export { LoginPage } from './components/login-page';
export { LogoutPage } from './components/logout-page';
