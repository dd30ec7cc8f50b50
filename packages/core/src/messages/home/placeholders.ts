/**
 * The placeholder screens' note (doc 1-3 screens a later issue builds): its title and, per
 * screen, what comes there, keyed like the screen's title (`ui.page.<page>` in the main
 * catalogue). Here, not in the main catalogue: a filler never sees them, so they stay off the
 * fill path and load with the placeholder screen.
 */
export const placeholderMessages = {
  'ui.wip.title': 'In ontwikkeling',
  'ui.wip.iosDebugging':
    "Hier komt een controle van de camera en het kiezen van bestanden op dit apparaat, om problemen met foto's op te sporen.",
  'ui.wip.mapTracking': 'Hier komt de gevolgde route van deze registratie op de kaart.',
} as const;
