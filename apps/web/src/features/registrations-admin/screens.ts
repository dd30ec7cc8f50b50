// The chunk of a form's registrations (the form detail's 'Registraties' tab): the list with its
// filters, export and periodic mail, and one registration's detail page.

export { RegistrationDetailPage } from './components/registration-detail-page';
export { FormRegistrationsPage } from './components/registrations-page';
