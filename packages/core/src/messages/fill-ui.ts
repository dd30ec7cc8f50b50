/**
 * Labels of the form renderer and its elements (doc 1 §2.9, §5); spec texts stay in
 * spec-texts-filling. The widgets that load in chunks of their own (file, signature, QR, subform)
 * have theirs in the fill widgets' catalogue (fill-widgets/widgets.ts).
 */
export const fillUiMessages = {
  'fill.element.comingLater': 'Dit onderdeel komt later beschikbaar.',
  'fill.element.empty': '-',
  'fill.element.yes': 'Ja',
  'fill.element.no': 'Nee',
  'fill.element.selectPlaceholder': 'Maak een keuze',
  'fill.element.required': 'verplicht',
  'fill.element.autoIncrement': 'Dit nummer wordt bij het versturen door de server toegekend.',
  'fill.element.stateTransition': 'Bij het versturen gaat de registratie naar fase {phase}.',
  'fill.element.linkedForm': 'Gekoppeld formulier invullen',
  'fill.element.loading': 'Bezig met laden...',
} as const;
