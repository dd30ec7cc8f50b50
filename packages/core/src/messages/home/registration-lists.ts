/**
 * Labels of the filler's screens off the fill path (doc 1 §2.10-2.13): my and assigned
 * registrations, the workflow continuation, the guest form's registration search, and the
 * columns the saved registrations' table shares with them.
 */
export const registrationListsMessages = {
  'fillScreen.workflowLoadFailed': 'De toegewezen registratie kon niet worden geladen.',
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
  'fillScreen.guestCopyRestored':
    'Het formulier dat u op dit apparaat hebt opgeslagen ({date}) is weer geopend.',
  'fillScreen.searchTitle': 'Registraties zoeken',
  'fillScreen.searchField': 'Veld',
  'fillScreen.searchQuery': 'Zoekterm',
  'fillScreen.searchEmpty': 'Geen registraties gevonden.',
  'fillScreen.searchFailed': 'Zoeken is mislukt. Probeer het opnieuw.',
  'fillScreen.columnRegistration': 'Registratie',
  'fillScreen.columnUser': 'Gebruiker',
  'fillScreen.guestUser': 'Gast',
} as const;
