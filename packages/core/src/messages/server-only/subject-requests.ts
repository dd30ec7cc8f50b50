/** Issue 34: the subject requests (find, export, erase a person's registrations). */
export const subjectRequestServerMessages = {
  'server.subject.registrationName': 'Naam van de registratie',
  'server.subject.exportFailed': 'De export kon niet worden gemaakt: {reason}',
  'server.job.crashed.subjectExport':
    'De export van het verzoek is twee keer afgebroken en wordt niet opnieuw gemaakt.',
} as const;
