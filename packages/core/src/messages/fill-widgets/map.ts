/** Texts of the map, GPS and tracking elements when a form is filled (doc 1 §3-§5, §8). */
export const mapElementMessages = {
  'fill.map.mapLabel': 'Kaart: klik op een object om het te selecteren',
  'fill.map.listLabel': 'Objecten op de kaart',
  'fill.map.filterLabel': 'Zoek een object',
  'fill.map.filterPlaceholder': 'Typ om te zoeken',
  'fill.map.more':
    'Er zijn meer dan {limit} objecten; alleen de eerste {limit} worden getoond. Typ verder om te zoeken.',
  'fill.map.nothingFound': 'Geen objecten gevonden.',
  'fill.map.countLabel': '{count} van maximaal {max} geselecteerd',
  'fill.map.loading': 'De kaartlagen worden geladen...',
  'fill.map.noDatasource': 'Voor deze kaart is geen databron ingesteld.',
  'fill.map.gone': 'Een databron van deze kaart bestaat niet meer.',
  'fill.map.offline':
    'De kaartlagen zijn nog niet op dit apparaat geladen en er is geen verbinding. Kies hier zodra u weer verbinding hebt; de rest van het formulier kunt u gewoon invullen.',
  'fill.map.failed': 'De kaartlagen konden niet worden geladen.',
  'fill.map.retry': 'Opnieuw proberen',
  'fill.map.live': 'De lijst toont de objecten in het zichtbare deel van de kaart.',
  'fill.map.statusFilter': 'Statussen tonen',
  'fill.gps.mapLabel': 'Kaart met de gevonden locatie',
  'fill.gps.accurate': 'Locatie gevonden: {lat}, {lon} (tot {m}m nauwkeurig)',
  'fill.gps.manual': 'Zelf geplaatste locatie: {lat}, {lon}',
  'fill.gps.manualHint':
    'Klik op de kaart om de locatie zelf te plaatsen; klik nog eens om weer de gevonden locatie te gebruiken.',
  'fill.gps.useAutomatic': 'Gevonden locatie gebruiken',
  'fill.gps.unsupported': 'Dit apparaat of deze browser kan geen locatie bepalen.',
  'fill.gps.adminNote': 'In de beheermodus wordt de locatie niet opgeslagen.',
  'fill.gps.stored': 'Opgeslagen locatie: {lat}, {lon}',
  'fill.tracking.mapLabel': 'Kaart met de gevolgde route',
  'fill.tracking.off': 'Volgen staat uit: er worden geen locatiepunten vastgelegd.',
} as const;
