/** Texts of the tracking map (doc 3 'map_tracking'): a registration's recorded route. */
export const trackingMapMessages = {
  'trackingMap.loading': 'De route wordt geladen...',
  'trackingMap.notFound': 'Deze registratie bestaat niet, of u mag hem niet bekijken.',
  'trackingMap.loadFailed': 'De registratie kon niet worden geladen.',
  'trackingMap.description': '{form} · registratie {number}',
  'trackingMap.empty': 'Deze registratie heeft geen vastgelegde route.',
  'trackingMap.summary': '{count} locatiepunten, van {start} tot {end}',
  'trackingMap.summaryOne': '1 locatiepunt, op {start}',
  'trackingMap.pointsLabel': 'Locatiepunten van {label}',
  'trackingMap.point': '{time}: {lat}, {lon} (tot {m} m nauwkeurig)',
  'trackingMap.start': 'Start',
  'trackingMap.end': 'Einde',
  'trackingMap.locate': 'Mijn locatie',
  'trackingMap.locating': 'Locatie wordt bepaald...',
  'trackingMap.backToRegistration': 'Terug',
} as const;
