/**
 * Dutch labels of the roles (`role.<name>`); 'Klant beheerder' and 'Formulier invuller' are the
 * spec's own words.
 */
export const rolesMessages = {
  'role.authenticated': 'Formulier invuller',
  'role.admin': 'Beheerder',
  'role.eform_employee': 'Eform medewerker',
  'role.client_manager': 'Klant beheerder',
  'role.financial': 'Financieel',
  'role.form_manager': 'Formulier beheerder',
  'role.form_view_registrations': 'Formulier en registraties bekijken',
  'role.user_manager': 'Gebruikers beheerder',
} as const;
