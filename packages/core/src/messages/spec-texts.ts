/**
 * Catalogue part 'spec-texts': every Dutch text quoted in the three spec documents
 * (error catalogues, toasts, empty texts, buttons, confirmations), keyed by area.
 */
export const specTextsMessages = {
  'folders.empty': 'Er zijn geen mappen gevonden voor de huidige klant',
  'client.switched': 'Je kan nu met klant "{client}" werken.',
  'http.forbidden': 'U hebt geen rechten om deze content te bekijken.',
  'account.noClient':
    'Uw account is niet toegewezen aan een klant en bent daarom automatisch uitgelogd.',
  'login.exception': 'Er is iets mis gegaan tijdens het inloggen.',
  'form.leavePage':
    'Wilt u deze pagina verlaten? Indien u wijzigingen heeft aangebracht gaan deze verloren.',
} as const;
