/**
 * Texts of the public map (/guest/map/..., doc 3 §2 'Public and tracking maps'), which anyone
 * with its link opens without signing in; the map's filter, count and list texts are the map
 * field's, and its geolocation failure the spec's 'gps.locationFailed'.
 */
export const guestMapMessages = {
  'guestMap.loading': 'De kaart wordt geladen...',
  'guestMap.failed': 'De kaart kon niet worden geladen.',
  'guestMap.refreshing': 'De objecten worden bijgewerkt...',
  'guestMap.panel': 'Objecten en selectie',
  'guestMap.locate': 'Mijn locatie',
  'guestMap.locating': 'Locatie wordt bepaald...',
  'guestMap.selected': 'Geselecteerd',
  'guestMap.noneSelected': 'Klik op een object op de kaart of in de lijst om het te selecteren.',
  'guestMap.deselect': '{name} niet meer selecteren',
  'guestMap.features': 'Objecten',
  'guestMap.noFeatures': 'Er zijn geen objecten om te tonen.',
} as const;
