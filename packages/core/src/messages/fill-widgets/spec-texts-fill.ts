/**
 * Spec texts of document 1 that only the fill screen's lazily loaded widgets and dialogs show
 * (sending, the linked form's modal, uploads, the QR scanner). Quoted texts are verbatim.
 */
export const fillSpecTextsMessages = {
  'fill.modalTitle': '{form} invullen',
  'fill.sending': 'Registratie wordt verstuurd...',
  'fill.serverProcessing': 'De registratie wordt verwerkt door de server...',
  'fill.sentTitle': 'Uw registratie is verstuurd.',
  'fill.done': 'Gereed',
  'fill.fillAgain': 'Nogmaals invullen',
  'upload.retry': 'Opnieuw proberen',
  'upload.saveFile': 'Bestand opslaan',
  'upload.shareNoFiles': 'Er zijn geen bestanden om op te slaan.',
  'upload.shareUnsupportedBrowser': 'Uw browser ondersteunt het opslaan van bestanden niet.',
  'upload.shareUnsupportedSystem': 'Uw systeem ondersteunt het delen van bestanden niet.',
  'qr.cameraDenied': 'Cameratoegang geweigerd. Sta cameratoegang toe.',
  'qr.noCamera': 'Geen camera gevonden. Sluit een camera aan.',
} as const;
