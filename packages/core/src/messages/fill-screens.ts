/**
 * Labels of the fill screens: fill, workflow, my and assigned registrations, guest (doc 1 §2.9-2.13).
 * The spec's own quoted texts (sent, credits, 409, empty lists) are in spec-texts-filling.
 */
export const fillScreensMessages = {
  'fillScreen.loading': 'Formulier wordt geladen...',
  'fillScreen.loadFailed': 'Het formulier kon niet worden geladen.',
  'fillScreen.notFound': 'Dit formulier bestaat niet of u mag het niet invullen.',
  'fillScreen.offline': 'U bent offline. Versturen kan weer zodra u online bent.',
  'fillScreen.uploadsPending': 'Wacht tot alle bestanden zijn geüpload en verstuur dan opnieuw.',
  'fillScreen.sendingTitle': 'Registratie versturen',
  'fillScreen.progress': '{percent}% verstuurd',
  'fillScreen.conflictTitle': 'Mogelijk dubbele registratie',
  'fillScreen.failedTitle': 'Versturen is mislukt',
  'fillScreen.failedKept':
    'Wat u heeft ingevuld is bewaard in het formulier. Probeer het later opnieuw.',
  'fillScreen.sendAgain': 'Opnieuw versturen',
  'fillScreen.backToForm': 'Terug naar het formulier',
  'fillScreen.leaveTitle': 'Pagina verlaten?',
  'fillScreen.leave': 'Verlaten',
  'fillScreen.stay': 'Blijven',
  'fillScreen.wordLockTitle': 'Word bijlagen worden verwerkt',
  'fillScreen.workflowLoadFailed': 'De toegewezen registratie kon niet worden geladen.',
  'fillScreen.prefillFailed':
    'De eerdere registratie kon niet worden geladen. U kunt het formulier leeg invullen.',
  'fillScreen.phase': 'Fase {phase}',
  'fillScreen.columnForm': 'Formulier',
  'fillScreen.columnSummary': 'Samenvatting',
  'fillScreen.columnDate': 'Datum',
  'fillScreen.columnPhase': 'Fase',
  'fillScreen.columnLastChange': 'Laatste wijziging',
  'fillScreen.listLoading': 'Registraties worden geladen...',
  'fillScreen.listLoadFailed': 'De registraties konden niet worden geladen.',
  'fillScreen.registrationLoading': 'Registratie wordt geladen...',
  'fillScreen.registrationLoadFailed': 'De registratie kon niet worden geladen.',
  'fillScreen.pages': 'Pagina’s',
  'fillScreen.guestNotFound':
    'Dit formulier bestaat niet of is niet (meer) beschikbaar zonder inloggen.',
  'fillScreen.search': 'Zoeken',
  'fillScreen.searchTitle': 'Registraties zoeken',
  'fillScreen.searchField': 'Veld',
  'fillScreen.searchQuery': 'Zoekterm',
  'fillScreen.searchEmpty': 'Geen registraties gevonden.',
  'fillScreen.searchFailed': 'Zoeken is mislukt. Probeer het opnieuw.',
  'fillScreen.columnRegistration': 'Registratie',
  'fillScreen.columnUser': 'Gebruiker',
  'fillScreen.guestUser': 'Gast',
  'server.registration.searchQueryShort':
    'Vul bij "{field}" minstens {min} tekens in om te zoeken.',
} as const;
