/**
 * Texts of the fill screen's dialogs, which load when they open: sending (progress, conflict,
 * failure) and leaving a form with changes.
 */
export const fillDialogsMessages = {
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
} as const;
