/**
 * Texts of the fill-time widgets that load in chunks of their own: file and image uploads, the
 * signature pad, the QR scanner and the subform's list and item modal.
 */
export const fillWidgetTextsMessages = {
  'fill.element.removeFile': '{name} verwijderen',
  'fill.element.uploading': '{name} wordt geüpload ({percent}%)',
  'fill.element.download': '{name} downloaden',
  'fill.element.keptOffline': '{name} wordt met de registratie meegestuurd',
  'fill.element.signatureClear': 'Handtekening wissen',
  'fill.element.signatureRedraw': 'Opnieuw tekenen',
  'fill.element.signatureAlt': 'Handtekening',
  'fill.element.signatureHint': 'Teken hieronder uw handtekening.',
  'fill.element.qrStart': 'QR-code scannen',
  'fill.element.qrStop': 'Scannen stoppen',
  'fill.element.qrLoading': 'Camera wordt gestart...',
  'fill.element.qrVideo': 'Camerabeeld voor het scannen van een QR-code',
  'fill.element.qrCameraFailed': 'De camera kon niet worden gestart.',
  'fill.element.subformAdd': 'Toevoegen',
  'fill.element.subformEdit': '{item} bewerken',
  'fill.element.subformRemove': '{item} verwijderen',
  'fill.element.subformItem': '{label} {n}',
  'fill.element.subformEmpty': 'Er zijn nog geen items toegevoegd.',
  'fill.element.subformSum': 'Totaal {label}: {sum} (aantal: {count})',
  'fill.element.subformSave': 'Opslaan',
  'fill.element.subformCancel': 'Annuleren',
} as const;
