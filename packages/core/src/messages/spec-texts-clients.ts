/**
 * Spec texts of document 3 that other screens share: the map texts (the map elements and guest
 * maps). The month and weekday names are in the clients catalogue (only its screens show them). Quoted texts are verbatim. The rest of document 3's texts
 * (clients, users, groups, credits, modules, datasources, self-registration) only its own screens
 * show: they are in '@eform/core/messages/clients'. Part of {@link specTextsMessages}.
 */
export const specTextsClientsMessages = {
  'map.noStatus': 'Geen status',
  'map.itemNotFound':
    'Het geselecteerde item kon niet worden gevonden op de kaart. Mogelijk is het verwijderd of verborgen.',
  'map.trackingLocationFailed':
    'Uw locatie kon niet worden bepaald. De route wordt getoond zonder uw huidige locatie.',
} as const;
