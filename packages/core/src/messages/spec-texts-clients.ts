/**
 * Spec texts of document 3 that other screens share: the tracking map's text (the map fields'
 * own texts are in '@eform/core/messages/fill-widgets'). The month and weekday names are in the clients catalogue (only its screens show them). Quoted texts are verbatim. The rest of document 3's texts
 * (clients, users, groups, credits, modules, datasources, self-registration) only its own screens
 * show: they are in '@eform/core/messages/clients'. Part of {@link specTextsMessages}.
 */
export const specTextsClientsMessages = {
  'map.trackingLocationFailed':
    'Uw locatie kon niet worden bepaald. De route wordt getoond zonder uw huidige locatie.',
} as const;
