/**
 * Spec texts of document 1 that only screens and notices loaded on demand show: the update
 * notice, the terms wall, the saved (unsent), assigned and own registrations' screens. Quoted
 * texts are verbatim, including the spec's own spelling.
 */
export const homeSpecTextsMessages = {
  'app.updateNow': 'Nu updaten',
  'app.newVersion': 'Er is een nieuwe versie van de app beschikbaar.',
  'terms.title': 'Algemene voorwaarden',
  'terms.accept': 'Ik ga akkoord met de algemene voorwaarden',
  'terms.acceptFailed':
    'Fout tijdens het accepteren van de algemene voorwaarden. Neem a.u.b. contact op met onze helpdesk.',
  'unsent.syncFailed': 'Registraties konden niet gesynchroniseerd worden.',
  'unsent.confirmDelete': 'Weet je zeker dat je deze registratie wilt verwijderen?',
  'unsent.cleanupFailed':
    'Er is iets misgegaan met het opruimen de dubbele opgeslagen registratie.',
  'unsent.empty': 'Er zijn geen niet verstuurde registraties.',
  'unsent.filesRetention':
    'Bestanden in offline opgeslagen registraties worden {days} dagen bewaard.',
  'unsent.autoDelete': 'Opgeslagen registraties ouder dan een jaar worden automatisch verwijderd.',
  'unsent.conflictChip': 'Nieuwe versie beschikbaar',
  'unsent.localOnlyChip': 'Alleen op dit apparaat',
  'unsent.conflictTitle': 'Kies een registratie versie',
  'unsent.localVersion': 'Versie op dit apparaat (laatst gewijzigd {date})',
  'unsent.serverVersion': 'Versie op de server (laatst gewijzigd {date})',
  'assigned.empty': 'Er zijn geen toegewezen registraties.',
  'myRegistrations.viewTitle': 'Bekijk registratie',
  'myRegistrations.close': 'Sluit',
  'myRegistrations.fillAgain': 'Opnieuw invullen',
  'myRegistrations.empty': 'U heeft nog geen registraties gedaan.',
} as const;
