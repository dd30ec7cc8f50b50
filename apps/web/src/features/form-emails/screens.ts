// The chunk of the e-mail settings (the form detail's 'E-mails' tab), loaded when the tab opens.

export { FormEmailsPage } from './components/form-emails-page';
