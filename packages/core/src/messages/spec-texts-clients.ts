/**
 * Spec texts of document 3 that other screens share: the map texts (the map elements and guest
 * maps) and the month and weekday names. Quoted texts are verbatim. The rest of document 3's texts
 * (clients, users, groups, credits, modules, datasources, self-registration) only its own screens
 * show: they are in '@eform/core/messages/clients'. Part of {@link specTextsMessages}.
 */
export const specTextsClientsMessages = {
  'map.noStatus': 'Geen status',
  'map.itemNotFound':
    'Het geselecteerde item kon niet worden gevonden op de kaart. Mogelijk is het verwijderd of verborgen.',
  'map.trackingLocationFailed':
    'Uw locatie kon niet worden bepaald. De route wordt getoond zonder uw huidige locatie.',
  'date.month.1': 'Januari',
  'date.month.2': 'Februari',
  'date.month.3': 'Maart',
  'date.month.4': 'April',
  'date.month.5': 'Mei',
  'date.month.6': 'Juni',
  'date.month.7': 'Juli',
  'date.month.8': 'Augustus',
  'date.month.9': 'September',
  'date.month.10': 'Oktober',
  'date.month.11': 'November',
  'date.month.12': 'December',
  // Numbered as the periodic mail stores them: 1 Monday … 7 Sunday (doc 2 §9).
  'date.weekday.1': 'Maandag',
  'date.weekday.2': 'Dinsdag',
  'date.weekday.3': 'Woensdag',
  'date.weekday.4': 'Donderdag',
  'date.weekday.5': 'Vrijdag',
  'date.weekday.6': 'Zaterdag',
  'date.weekday.7': 'Zondag',
} as const;
