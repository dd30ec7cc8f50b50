/** The audit log's CSV export (issue 34): its Dutch column headers. */
export const auditServerMessages = {
  'server.audit.csv.at': 'Tijdstip',
  'server.audit.csv.user': 'Gebruiker',
  'server.audit.csv.action': 'Actie',
  'server.audit.csv.object': 'Object',
  'server.audit.csv.id': 'Id',
  'server.audit.csv.address': 'Adres',
  'server.audit.csv.filename': 'auditlog.csv',
} as const;
