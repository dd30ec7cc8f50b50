/**
 * The 'Bewaartermijn' panel on the form's Bekijk tab (issue 34, retention per form): the terms,
 * the next deletion and the preview of what a shorter term removes.
 */
export const retentionMessages = {
  'retention.title': 'Bewaartermijn',
  'retention.intro':
    'Verwijder registraties van dit formulier automatisch na een vaste termijn (AVG). De verwijdering loopt elke nacht.',
  'retention.enabled': 'Bewaartermijn gebruiken',
  'retention.off': 'Er is geen bewaartermijn ingesteld: registraties blijven bewaard.',
  'retention.sent': 'Verstuurde registraties bewaren',
  'retention.sentOn': 'Verstuurde registraties na een termijn verwijderen',
  'retention.sentUnit': 'Eenheid',
  'retention.unit.days': 'dagen',
  'retention.unit.months': 'maanden',
  'retention.drafts': 'Concepten en opgeslagen registraties bewaren',
  'retention.draftsOn': 'Concepten en opgeslagen registraties na een termijn verwijderen',
  'retention.draftsDays': 'Aantal dagen',
  'retention.current.sent': 'Verstuurde registraties: {amount} {unit}',
  'retention.current.drafts': 'Concepten en opgeslagen registraties: {days} dagen',
  'retention.current.sentForever': 'Verstuurde registraties: altijd bewaren',
  'retention.current.draftsForever': 'Concepten en opgeslagen registraties: altijd bewaren',
  'retention.nextRun': 'Volgende verwijdering: {date}',
  'retention.preview':
    'Bij deze termijn worden bij de volgende verwijdering {sent} verstuurde registraties, {drafts} concepten en {saved} opgeslagen registraties verwijderd.',
  'retention.previewLoading': 'Berekenen hoeveel registraties worden verwijderd…',
  'retention.previewFailed': 'Kon niet berekenen hoeveel registraties worden verwijderd.',
  'retention.invalid': 'Vul een heel getal van 1 tot en met {max} in.',
  'retention.save': 'Bewaartermijn opslaan',
  'retention.saved': 'De bewaartermijn is opgeslagen.',
  'retention.confirmTitle': 'Registraties verwijderen?',
  'retention.confirmText':
    'Bij de volgende verwijdering ({date}) worden {sent} verstuurde registraties, {drafts} concepten en {saved} opgeslagen registraties definitief verwijderd, met hun bestanden. Dit kan niet ongedaan worden gemaakt.',
  'retention.confirm': 'Opslaan en verwijderen',
  'retention.cancel': 'Annuleren',
} as const;
