/**
 * Labels of the form shell and the Bekijk panels it owns: publish, name and folder, summary,
 * revisions, delete, the workflow phase preview and the save conflict. Ours where the spec
 * quotes no text; spec texts stay in the main catalogue.
 */
export const formDetailMessages = {
  'formDetail.conflict.title': 'Formulier is intussen gewijzigd',
  'formDetail.conflict.reload': 'Opnieuw laden (mijn wijziging vervalt)',
  'formDetail.conflict.keepMine': 'Mijn versie opslaan',
  'formDetail.conflict.reloaded': 'De nieuwste versie van het formulier is geladen.',
  'formDetail.notFound': 'Dit formulier bestaat niet, of u heeft er geen toegang toe.',
  'formDetail.wordProcessing':
    'Een Word-bijlage van dit formulier wordt nog verwerkt. Tot die klaar is kan het formulier niet worden ingevuld.',
} as const;
