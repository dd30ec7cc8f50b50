/**
 * Labels, buttons and screen-reader texts of the element editor (the Aanpassen tab, doc 2 §2).
 * The spec's own texts of the editor stay in spec-texts-forms.ts; its validation texts in the
 * editor catalogue.
 */
export const elementEditorMessages = {
  'elementEditor.addElement': 'Element toevoegen',
  'elementEditor.empty': 'Dit formulier heeft nog geen elementen. Voeg hieronder een element toe.',
  'elementEditor.elements': 'Elementen',
  'elementEditor.undo': 'Ongedaan maken',
  'elementEditor.redo': 'Opnieuw doen',
  'elementEditor.edit': 'Bewerk {label}',
  'elementEditor.duplicate': 'Dupliceer {label}',
  'elementEditor.remove': 'Verwijder {label}',
  'elementEditor.move': 'Verplaats {label}',
  'elementEditor.row': '{label}, {type}',
  'elementEditor.keyboardHelp':
    'Toetsenbord: pijltjes omhoog en omlaag kiezen een element, links en rechts een knop. Verplaatsen: spatie op de greep, de pijltjes, en weer spatie.',
  'elementEditor.toPalette': 'Naar elementen toevoegen',
  'elementEditor.removeTitle': 'Element verwijderen',
  'elementEditor.removeConfirm': 'Weet u zeker dat u element "{label}" wilt verwijderen?',
  'elementEditor.removeYes': 'Verwijderen',
  'elementEditor.cancel': 'Annuleren',
  'elementEditor.untitled': '(zonder label)',
  'elementEditor.dataName': 'Datanaam: {name}',
  'elementEditor.cannotSave':
    'Het formulier kan nog niet worden opgeslagen. Los eerst deze punten op:',
  'elementEditor.dialogTitle': '{type} bewerken',
  'elementEditor.apply': 'Toepassen',
  'elementEditor.field.label': 'Label',
  'elementEditor.field.headerText': 'Koptekst',
  'elementEditor.field.dataName': 'Datanaam',
  'elementEditor.field.dataNameHint':
    'Volgt het label. Zet Geavanceerd aan om de datanaam zelf te kiezen.',
  'elementEditor.field.advanced': 'Geavanceerd',
  'elementEditor.field.help': 'Helptekst',
  'elementEditor.field.required': 'Verplicht',
  'elementEditor.options': 'Opties',
  'elementEditor.option.label': 'Label optie {n}',
  'elementEditor.option.value': 'Waarde optie {n}',
  'elementEditor.option.add': 'Optie toevoegen',
  'elementEditor.option.remove': 'Verwijder optie {n}',
  'elementEditor.leaveTitle': 'Pagina verlaten?',
  'elementEditor.leave': 'Verlaten',
  'elementEditor.stay': 'Blijven',
  'elementEditor.dnd.instructions':
    'Druk op spatie of enter om het element op te pakken. Verplaats het met de pijltjestoetsen omhoog en omlaag en druk nogmaals op spatie of enter om het neer te zetten. Escape annuleert.',
  'elementEditor.dnd.start': '{label} opgepakt op positie {position} van {total}.',
  'elementEditor.dnd.over': '{label} naar positie {position} van {total}.',
  'elementEditor.dnd.end': '{label} neergezet op positie {position} van {total}.',
  'elementEditor.dnd.cancel': 'Verplaatsen geannuleerd. {label} staat weer op positie {position}.',
} as const;
