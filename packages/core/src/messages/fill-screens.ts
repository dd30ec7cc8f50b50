/**
 * Labels of the fill screen (doc 1 §2.9). The spec's own quoted texts (sent, credits, 409) are in
 * spec-texts-filling; the fill screen's dialogs are in the fill widgets' catalogue
 * (fill-widgets/fill-dialogs.ts), the other filler screens' labels (workflow, my and assigned
 * registrations, guest search) in the home catalogue (home/registration-lists.ts): they load with
 * those lazy chunks.
 */
export const fillScreensMessages = {
  'fillScreen.loading': 'Formulier wordt geladen...',
  'fillScreen.loadFailed': 'Het formulier kon niet worden geladen.',
  'fillScreen.notFound': 'Dit formulier bestaat niet of u mag het niet invullen.',
  'fillScreen.offline': 'U bent offline. Versturen kan weer zodra u online bent.',
  'fillScreen.uploadsPending': 'Wacht tot alle bestanden zijn geüpload en verstuur dan opnieuw.',
  'fillScreen.wordLockTitle': 'Word bijlagen worden verwerkt',
  'fillScreen.prefillFailed':
    'De eerdere registratie kon niet worden geladen. U kunt het formulier leeg invullen.',
  'server.registration.searchQueryShort':
    'Vul bij "{field}" minstens {min} tekens in om te zoeken.',
} as const;
