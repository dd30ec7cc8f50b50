/**
 * The periodic registrations mail (issue 20, doc 2 settings.weeklyRegistrationMail): an hourly
 * job mails each due form's recipients a summary of the week or month. The jobs import from here.
 */
export { PERIODIC_MAIL_QUEUE, registerPeriodicMailJob } from './periodic-mail.job';
export { runPeriodicMails, type TPeriodicMailDeps } from './periodic-mail.service';
