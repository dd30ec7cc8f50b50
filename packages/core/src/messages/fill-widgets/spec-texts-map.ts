/**
 * Spec texts of the map, GPS and tracking fields (doc 1 §8, doc 3 'Map behaviour'), verbatim;
 * the elided 'item not found' text is completed by us. Only those fields' lazy chunk shows them,
 * so they live here, not in the fill path's main catalogue.
 */
export const mapSpecTextsMessages = {
  'gps.locationFailed':
    'Locatie kon niet worden bepaald. Check of locatie in uw browser voor deze website is toegestaan.',
  'gps.inaccurate':
    'Gevonden locatie niet nauwkeurig genoeg! Locatie moet tot {n}m nauwkeurig zijn (Nu {m}m)',
  'gps.notFound': 'Locatie is nog niet gevonden',
  'tracking.active': 'Actief',
  'map.noStatus': 'Geen status',
  'map.itemNotFound':
    'Het geselecteerde item kon niet worden gevonden op de kaart. Mogelijk is het verwijderd of verborgen.',
} as const;
