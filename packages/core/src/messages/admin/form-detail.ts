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
  // Publish panel.
  'formDetail.publish.title': 'Publicatie',
  'formDetail.publish.failed': 'Het formulier kon niet worden gepubliceerd.',
  'formDetail.publish.unpublishFailed':
    'De publicatie van het formulier kon niet worden ingetrokken.',
  'formDetail.publish.notAllowed': 'U mag de publicatie van dit formulier niet wijzigen.',
  'formDetail.publish.lastModified': 'Laatst gewijzigd op {date} door {user}',
  'formDetail.publish.lastModifiedNoUser': 'Laatst gewijzigd op {date}',
  // Name, folder and summary.
  'formDetail.details.title': 'Naam, map en samenvatting',
  'formDetail.details.summary': 'Samenvatting',
  'formDetail.details.noSummary': 'Geen samenvatting',
  'formDetail.details.noFolder': 'Geen map',
  'formDetail.details.currentFolder': 'Huidige map (niet in uw lijst)',
  'formDetail.details.nameTooLong': 'De naam mag hoogstens {max} tekens lang zijn.',
  'formDetail.details.summaryTooLong': 'De samenvatting mag hoogstens {max} tekens lang zijn.',
  'formDetail.details.readOnly':
    'U mag de naam, map en samenvatting van dit formulier niet wijzigen.',
  // Revisions.
  'formDetail.revisions.title': 'Revisies',
  'formDetail.revisions.current': 'Huidige revisie: {revision}',
  'formDetail.revisions.open': 'Revisies bekijken',
  'formDetail.revisions.dialogTitle': 'Revisiegeschiedenis',
  'formDetail.revisions.empty': 'Dit formulier heeft nog geen revisies.',
  'formDetail.revisions.number': 'Revisie {revision}',
  'formDetail.revisions.by': 'door {user}',
  'formDetail.revisions.isCurrent': 'Huidige versie',
  'formDetail.revisions.restore': 'Terugzetten',
  'formDetail.revisions.confirm':
    'Revisie {revision} terugzetten? Het formulier krijgt de inhoud van deze revisie; de huidige inhoud blijft als revisie bewaard.',
  'formDetail.revisions.confirmYes': 'Ja, terugzetten',
  // Delete.
  'formDetail.delete.title': 'Formulier verwijderen',
  'formDetail.delete.note':
    'Het formulier wordt met al zijn registraties verwijderd. Dit kan niet ongedaan worden gemaakt.',
  // Workflow phase preview.
  'formDetail.phase.title': 'Fases van de workflow',
  'formDetail.phase.intro':
    'Zo ziet het formulier eruit in de gekozen fase, zolang er nog niets is ingevuld.',
  'formDetail.phase.select': 'Fase',
  'formDetail.phase.optionWarning': 'Fase {phase} (waarschuwing)',
  'formDetail.phase.shown': 'Zichtbare elementen',
  'formDetail.phase.noneShown': 'In deze fase is geen enkel element zichtbaar.',
  'formDetail.phase.hiddenCount': 'Verborgen in deze fase: {count}',
  'formDetail.phase.transitions': 'Statusovergang',
  'formDetail.phase.transitionTo': '{label} gaat naar fase {phase}',
  'formDetail.phase.transitionNoPhase': '{label}: geen nieuwe fase ingesteld',
  'formDetail.phase.noTransition': 'Geen statusovergang in deze fase.',
  'formDetail.phase.finalSubmit':
    'In fase {phase} is geen statusovergang zichtbaar: wie het formulier hier verstuurt, rondt de registratie af.',
  'formDetail.phase.rulesFailed':
    'De regels van dit formulier konden niet worden uitgerekend; alle elementen worden getoond. Controleer de regels.',
} as const;
