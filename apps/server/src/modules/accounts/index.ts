/**
 * Accounts of client users (issue 21): the users of a client and their roles, the welcome and
 * reset mails with one-time password links, and self-registration. The jobs import from here;
 * the app imports the route files.
 */
export {
  ACCOUNT_MAIL_QUEUE,
  registerAccountMailJob,
  runAccountMail,
  type TAccountMailDeps,
} from './account-mail.job';
