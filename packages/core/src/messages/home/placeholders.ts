/**
 * The placeholder screens' note (doc 1-3 screens a later issue builds): its title and, per
 * screen, what comes there, keyed like the screen's title (`ui.page.<page>` in the main
 * catalogue). Here, not in the main catalogue: a filler never sees them, so they stay off the
 * fill path and load with the placeholder screen.
 */
export const placeholderMessages = {
  'ui.wip.title': 'In ontwikkeling',
  'ui.wip.guestMap':
    'Hier komt een openbare kaart die iedereen met de link kan bekijken, zonder in te loggen.',
} as const;
