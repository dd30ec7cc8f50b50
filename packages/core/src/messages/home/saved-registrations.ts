/**
 * Labels of the saved registrations screens (doc 1 §2.10): the list, its conflict and delete
 * dialogs, and the debug page. The spec's own texts (chips, notes, confirmation, conflict title,
 * sync failure) are in spec-texts-filling (`unsent.*`).
 */
export const savedRegistrationsMessages = {
  'saved.columnActions': 'Acties',
  'saved.loadFailed': 'De opgeslagen registraties konden niet worden gelezen op dit apparaat.',
  'saved.pageSize': 'Per pagina',
  'saved.pageSizeAll': 'Alle',
  'saved.delete': 'Verwijderen',
  'saved.deleteLabel': 'Registratie van {form} verwijderen',
  'saved.deleteTitle': 'Registratie verwijderen',
  'saved.deleted': 'Verwijderd',
  'saved.deleteFailed': 'De registratie kon niet worden verwijderd.',
  'saved.chooseVersion': 'Kies versie',
  'saved.keepLocal': 'Deze versie houden',
  'saved.keepServer': 'Deze versie houden',
  'saved.keepLocalLabel': 'Versie op dit apparaat houden',
  'saved.keepServerLabel': 'Versie op de server houden',
  'saved.differencesTitle': 'Verschillen',
  'saved.noDifferences': 'De ingevulde velden zijn in beide versies gelijk.',
  'saved.moreDifferences': 'En nog {count} andere velden.',
  'saved.emptyValue': '(leeg)',
  'saved.resolveFailed': 'De gekozen versie kon niet worden bewaard.',
  'saved.syncNow': 'Synchroniseren',
  'saved.syncProgress': '{done} van {total} registraties gesynchroniseerd',
  'saved.syncProgressLabel': 'Voortgang van het synchroniseren',
  'saved.syncWaits':
    'U bent offline. De registraties worden gesynchroniseerd zodra er weer verbinding is.',
  'saved.syncSafe': 'Alle opgeslagen registraties staan veilig op de server.',
  'saved.syncPartly':
    'Gesynchroniseerd, maar niet alles staat op de server: bekijk de registraties met een label.',
  'saved.refusedFormNotFound':
    'De server bewaart deze registratie niet: het formulier is niet (meer) voor u beschikbaar.',
  'saved.refusedTooMany':
    'De server bewaart deze registratie niet: het maximum aantal opgeslagen registraties is bereikt.',
  'saved.refusedTooLarge':
    'Te groot om te synchroniseren. Verstuur deze registratie vanaf dit apparaat.',
  // Issue 29 part C: a value over its element type's limit (the sync answer's 'too_long').
  'saved.refusedTooLong':
    'De server bewaart deze registratie niet: een veld is langer dan toegestaan. Open de registratie en kort het in.',
  'saved.debugIntro':
    'De registraties en bestanden die dit apparaat voor u bewaart, zoals ze in de opslag van de browser staan.',
  'saved.debugDownload': 'Downloaden',
  'saved.debugCopy': 'Kopiëren',
  'saved.debugSelectAll': 'Alles selecteren',
} as const;
