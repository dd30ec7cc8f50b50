/**
 * Texts of the client area's 'Verzoeken van betrokkenen' tab (issue 34): finding a person's
 * registrations across the client's forms, exporting and erasing them (an AVG request).
 */
export const clientsSubjectRequestsMessages = {
  'clients.tab.subjectRequests': 'Verzoeken van betrokkenen',
  'subjectRequests.title': 'Verzoeken van betrokkenen',
  'subjectRequests.intro':
    'Zoek alle registraties van een persoon in de formulieren van deze klant, om een inzage- of verwijderverzoek te beantwoorden. Ook concepten en registraties in de prullenbak worden gevonden.',
  'subjectRequests.query': 'Zoeken naar',
  'subjectRequests.queryHint': 'Minimaal 2 tekens.',
  'subjectRequests.queryTooShort': 'Vul minimaal 2 tekens in om te zoeken.',
  'subjectRequests.field': 'Zoeken in',
  'subjectRequests.field.email': 'E-mailadres',
  'subjectRequests.field.name': 'Naam',
  'subjectRequests.field.any': 'Alle velden',
  'subjectRequests.search': 'Zoeken',
  'subjectRequests.searching': 'Bezig met zoeken…',
  'subjectRequests.empty': 'Geen registraties gevonden.',
  'subjectRequests.searchFailed': 'Zoeken is mislukt. Probeer het opnieuw.',
  'subjectRequests.found': '{count} registraties gevonden, {selected} geselecteerd.',
  'subjectRequests.truncated':
    'Er zijn meer registraties dan getoond. Maak de zoekopdracht nauwkeuriger.',
  'subjectRequests.selectForm': 'Alle registraties van {form} selecteren',
  'subjectRequests.select': 'Registratie {serial} selecteren',
  'subjectRequests.serial': 'Nr. {serial}',
  'subjectRequests.trashed': 'In prullenbak',
  'subjectRequests.draft': 'Concept',
  'subjectRequests.export': 'Exporteren',
  'subjectRequests.exporting': 'De export wordt gemaakt…',
  'subjectRequests.exportProgress': 'Voortgang van de export',
  'subjectRequests.exportReady': 'De export is klaar.',
  'subjectRequests.download': 'Export downloaden',
  'subjectRequests.exportFailed': 'De export is mislukt.',
  'subjectRequests.downloadFailed': 'Het downloaden van de export is mislukt.',
  'subjectRequests.erase': 'Verwijderen',
  'subjectRequests.eraseTitle': 'Registraties definitief verwijderen',
  'subjectRequests.eraseText':
    '{count} registraties en hun bestanden worden definitief verwijderd. Dit kan niet ongedaan worden gemaakt; credits worden niet teruggegeven.',
  'subjectRequests.confirmLabel': 'Typ VERWIJDEREN om te bevestigen',
  'subjectRequests.confirmButton': 'Definitief verwijderen',
  'subjectRequests.cancel': 'Annuleren',
  'subjectRequests.erased': '{count} registraties verwijderd.',
  'subjectRequests.eraseFailed': 'Verwijderen is mislukt.',
  'subjectRequests.fileName': 'verzoek-betrokkene',
} as const;
