/**
 * Labels of the periodic mail panel on the Registraties tab (doc 2 §3
 * settings.weeklyRegistrationMail, §9 weekdays). Its toasts are the e-mail settings' ('emails.saved',
 * 'emails.saveFailed', doc 2 §8); the checks' messages are core's.
 */
export const periodicMailMessages = {
  'periodicMail.title': 'Periodieke e-mail',
  'periodicMail.intro':
    'Stuur wekelijks of maandelijks een overzicht van de verstuurde registraties van dit formulier, met de registraties als CSV-bestand in de bijlage.',
  'periodicMail.enabled': 'Periodieke e-mail versturen',
  'periodicMail.period': 'Hoe vaak',
  'periodicMail.period.weekly': 'Wekelijks',
  'periodicMail.period.monthly': 'Maandelijks',
  'periodicMail.day': 'Dag van de week',
  'periodicMail.day.1': 'Maandag',
  'periodicMail.day.2': 'Dinsdag',
  'periodicMail.day.3': 'Woensdag',
  'periodicMail.day.4': 'Donderdag',
  'periodicMail.day.5': 'Vrijdag',
  'periodicMail.day.6': 'Zaterdag',
  'periodicMail.day.7': 'Zondag',
  'periodicMail.weeklyHelp':
    'De e-mail gaat vroeg in de ochtend, met de registraties van de zeven dagen ervoor.',
  'periodicMail.monthlyHelp':
    'De e-mail gaat op de 1e van de maand vroeg in de ochtend, met de registraties van de maand ervoor.',
  'periodicMail.recipients': 'Ontvangers',
  'periodicMail.recipient': 'Ontvanger {number}',
  'periodicMail.noRecipients': 'Nog geen ontvangers.',
  'periodicMail.addRecipient': 'Ontvanger toevoegen',
  'periodicMail.removeRecipient': 'Ontvanger {number} verwijderen',
  'periodicMail.save': 'Periodieke e-mail opslaan',
  'periodicMail.unsaved': 'Er zijn niet opgeslagen wijzigingen.',
} as const;
