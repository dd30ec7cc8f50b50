/**
 * Spec texts of document 1 (shell, sign-in, filling, offline) that the fill path shows.
 * Quoted texts are verbatim, including the spec's own spelling; texts the spec only describes or
 * elides are written out by us. Part of {@link specTextsMessages}. Those of screens and widgets
 * that load on demand are in their catalogues: fill-widgets/spec-texts-fill.ts (sending, uploads,
 * QR) and home/spec-texts-registrations.ts (saved, own and assigned registrations).
 */
export const specTextsFillingMessages = {
  'fill.submit': 'Versturen',
  'fill.submitOnline': 'Formulier versturen',
  'fill.submitOffline': 'Formulier offline opslaan',
  'fill.save': 'Opslaan',
  'fill.cancel': 'Annuleren',
  'fill.sent': 'Registratie is verstuurd.',
  'fill.sendFailed': 'Er is iets mis gegaan met het versturen van de registratie.',
  'fill.savedLocally': 'Formulier is opgeslagen om later verzonden te worden',
  'fill.alreadySent':
    'Deze registratie is al eerder verstuurd. Als u opnieuw verstuurt, kan er een dubbele registratie ontstaan.',
  'fill.noCredits': 'De credits zijn op. U kunt dit formulier niet versturen.',
  'fill.wordProcessing':
    'De Word bijlagen van dit formulier worden nog verwerkt. Het formulier kan pas worden ingevuld als de verwerking klaar is.',
  'form.invalid': 'Controleer het formulier. Sommige velden zijn niet of verkeerd ingevuld.',
  'upload.failed': 'Bestand kon niet geupload worden. Probeer het opnieuw. Filename: {name}',
  'premium.title': 'Betaalde functie {module}',
  'premium.buyNow': 'Koop nu',
  'premium.later': 'Misschien later',
  'selection.count': '{count} / {max}',
} as const;
