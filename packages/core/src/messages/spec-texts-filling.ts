/**
 * Spec texts of document 1 (shell, sign-in, filling, offline, own and assigned registrations).
 * Quoted texts are verbatim, including the spec's own spelling; texts the spec only describes or
 * elides are written out by us. Part of {@link specTextsMessages}.
 */
export const specTextsFillingMessages = {
  'app.updateNow': 'Nu updaten',
  'app.newVersion': 'Er is een nieuwe versie van de app beschikbaar.',
  'terms.title': 'Algemene voorwaarden',
  'terms.accept': 'Ik ga akkoord met de algemene voorwaarden',
  'terms.acceptFailed':
    'Fout tijdens het accepteren van de algemene voorwaarden. Neem a.u.b. contact op met onze helpdesk.',
  'fill.modalTitle': '{form} invullen',
  'fill.submit': 'Versturen',
  'fill.submitOnline': 'Formulier versturen',
  'fill.submitOffline': 'Formulier offline opslaan',
  'fill.save': 'Opslaan',
  'fill.cancel': 'Annuleren',
  'fill.sending': 'Registratie wordt verstuurd...',
  'fill.serverProcessing': 'De registratie wordt verwerkt door de server...',
  'fill.sentTitle': 'Uw registratie is verstuurd.',
  'fill.done': 'Gereed',
  'fill.fillAgain': 'Nogmaals invullen',
  'fill.sent': 'Registratie is verstuurd.',
  'fill.sendFailed': 'Er is iets mis gegaan met het versturen van de registratie.',
  'fill.savedLocally': 'Formulier is opgeslagen om later verzonden te worden',
  'fill.alreadySent':
    'Deze registratie is al eerder verstuurd. Als u opnieuw verstuurt, kan er een dubbele registratie ontstaan.',
  'fill.noCredits': 'De credits zijn op. U kunt dit formulier niet versturen.',
  'fill.wordProcessing':
    'De Word bijlagen van dit formulier worden nog verwerkt. Het formulier kan pas worden ingevuld als de verwerking klaar is.',
  'form.invalid': 'Controleer het formulier. Sommige velden zijn niet of verkeerd ingevuld.',
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
  'upload.failed': 'Bestand kon niet geupload worden. Probeer het opnieuw. Filename: {name}',
  'upload.retry': 'Opnieuw proberen',
  'upload.saveFile': 'Bestand opslaan',
  'upload.shareNoFiles': 'Er zijn geen bestanden om op te slaan.',
  'upload.shareUnsupportedBrowser': 'Uw browser ondersteunt het opslaan van bestanden niet.',
  'upload.shareUnsupportedSystem': 'Uw systeem ondersteunt het delen van bestanden niet.',
  'qr.cameraDenied': 'Cameratoegang geweigerd. Sta cameratoegang toe.',
  'qr.noCamera': 'Geen camera gevonden. Sluit een camera aan.',
  'premium.title': 'Betaalde functie {module}',
  'premium.buyNow': 'Koop nu',
  'premium.later': 'Misschien later',
  'selection.count': '{count} / {max}',
} as const;
