/**
 * Issue 29 part E: work given up after it ended its process twice (a poison job), and a store
 * that is full. Kept with the failed work (a delivery, a template, a datasource) or answered.
 */
export const jobFaultServerMessages = {
  'server.job.crashed.wordTemplate':
    'De verwerking is twee keer afgebroken; dit bestand wordt niet opnieuw verwerkt.',
  'server.job.crashed.delivery':
    'Het maken van deze e-mail is twee keer afgebroken; hij wordt niet opnieuw geprobeerd.',
  'server.job.crashed.export': 'De export is twee keer afgebroken en wordt niet opnieuw gemaakt.',
  'server.job.crashed.import':
    'De import is twee keer afgebroken; de gegevens die in gebruik waren blijven staan.',
  'config.jobExpire': '{name} moet een aantal seconden tussen 1 en {max} zijn',
  // Part F (fault suite): a conversion's time limit, small in the LibreOffice fault tests.
  'config.sofficeTimeout': '{name} moet een aantal milliseconden tussen {min} en {max} zijn',
  'server.storage.full':
    'De opslag van de server is vol; het bestand is niet bewaard. Probeer het later opnieuw.',
} as const;
