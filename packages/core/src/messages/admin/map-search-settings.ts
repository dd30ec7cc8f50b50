/**
 * Labels of the map, search, gps and tracking settings in the element dialog (doc 2 §3
 * mapSettings and searchSettings, doc 3 maps and datasources). The issues these fields get are
 * the editor catalogue's ('element.map…', 'element.search…', 'element.gps…').
 */
export const mapSearchSettingsMessages = {
  'mapSettings.section.layers': 'Kaartlagen',
  'mapSettings.section.view': 'Kaartweergave',
  'mapSettings.section.selection': 'Selectie en weergave',
  'mapSettings.section.location': 'Locatie',
  'mapSettings.section.styles': 'Statuskleuren',
  'mapSettings.section.actions': 'Acties op kaartitems',
  'mapSettings.sectionHasIssue': '{section} (bevat fouten)',

  'mapSettings.layer.legend': 'Kaartlaag {n}',
  'mapSettings.layer.datasource': 'Databron van kaartlaag {n}',
  'mapSettings.layer.loadingStrategy': 'Laadstrategie van kaartlaag {n}',
  'mapSettings.layer.loadingStrategyHint':
    'Vooraf laden past bij databronnen tot ongeveer 10.000 items; kies Live laden voor grotere databronnen.',
  'mapSettings.layer.preload': 'Vooraf laden',
  'mapSettings.layer.live': 'Live laden (per kaartuitsnede)',
  'mapSettings.layer.add': 'Kaartlaag toevoegen',
  'mapSettings.layer.remove': 'Kaartlaag {n} verwijderen',
  'mapSettings.layer.none': 'Er is nog geen kaartlaag. Voeg een kaartlaag met een databron toe.',

  'mapSettings.centerLat': 'Breedtegraad van het middelpunt',
  'mapSettings.centerLatHint': 'Tussen -90 en 90, bijvoorbeeld 52.1552.',
  'mapSettings.centerLon': 'Lengtegraad van het middelpunt',
  'mapSettings.centerLonHint': 'Tussen -180 en 180, bijvoorbeeld 5.3873.',
  'mapSettings.zoomlevel': 'Zoomniveau',
  'mapSettings.zoomlevelHint': 'Een heel getal van 1 (hele wereld) tot 19 (straatniveau).',

  'mapSettings.featuresMaxSelect': 'Maximaal aantal te selecteren kaartitems',
  'mapSettings.showMapSearch': 'Zoeken op de kaart tonen',
  'mapSettings.showMapSearchHint':
    'Zoeken op de kaart is niet geschikt voor databronnen met meer dan 10.000 items.',
  'mapSettings.showDataColumns': 'Gegevens van het kaartitem tonen',
  'mapSettings.showStatusFilters': 'Statusfilters tonen',
  'mapSettings.guestMapEnabled': 'Openbare kaart voor gasten inschakelen',

  'mapSettings.setManualLocation': 'Locatie handmatig laten kiezen',
  'mapSettings.tracking': 'Huidige locatie volgen',
  'mapSettings.minAccuracy': 'Minimale nauwkeurigheid (meter)',
  'mapSettings.minAccuracyHint': 'Van 0 tot 200 meter; standaard 25 meter.',
  'mapSettings.minAccuracySlider': 'Minimale nauwkeurigheid (schuifregelaar)',

  'mapSettings.style.intro': 'Kaartitems met deze status krijgen deze kleur.',
  'mapSettings.style.status': 'Status {n}',
  'mapSettings.style.color': 'Kleur {n}',
  'mapSettings.style.add': 'Statuskleur toevoegen',
  'mapSettings.style.remove': 'Statuskleur {n} verwijderen',

  'mapSettings.action.intro':
    'Past de status van kaartitems aan of verbergt ze wanneer de voorwaarden gelden.',
  'mapSettings.action.legend': 'Actie {n}',
  'mapSettings.action.add': 'Actie toevoegen',
  'mapSettings.action.remove': 'Actie {n} verwijderen',
  'mapSettings.action.conditionMethod': 'Voorwaarden combineren',
  'mapSettings.action.and': 'Alle voorwaarden (en)',
  'mapSettings.action.or': 'Eén van de voorwaarden (of)',
  'mapSettings.condition.legend': 'Voorwaarde {n}',
  'mapSettings.condition.type': 'Type voorwaarde',
  'mapSettings.condition.always': 'Altijd',
  'mapSettings.condition.dataValue': 'Waarde in de gegevens',
  'mapSettings.condition.dataName': 'Datanaam',
  'mapSettings.condition.operator': 'Operator',
  'mapSettings.condition.equals': 'is gelijk aan (=)',
  'mapSettings.condition.value': 'Waarde',
  'mapSettings.condition.add': 'Voorwaarde toevoegen',
  'mapSettings.condition.remove': 'Voorwaarde {n} verwijderen',
  'mapSettings.effect.legend': 'Handeling {n}',
  'mapSettings.effect.type': 'Type actie',
  'mapSettings.effect.setStatus': 'Status instellen',
  'mapSettings.effect.setHidden': 'Verbergen',
  'mapSettings.effect.status': 'Nieuwe status',
  'mapSettings.effect.add': 'Handeling toevoegen',
  'mapSettings.effect.remove': 'Handeling {n} verwijderen',

  'mapSettings.datasource.label': 'Databron',
  'mapSettings.datasource.placeholder': 'Kies een databron',
  'mapSettings.datasource.empty':
    'Er zijn nog geen databronnen van dit type. Maak eerst een databron aan.',
  'mapSettings.datasource.unknown': 'Databron {id}',

  'searchSettings.maxValues': 'Maximaal aantal waarden',
  'searchSettings.maxValuesHint':
    'Een heel getal van 1 tot 10; boven 1 kunnen meerdere items gekozen worden.',
  'searchSettings.styles': 'Kleuren van zoekresultaten',
  'searchSettings.style.intro': 'Zoekresultaten met deze tekst krijgen deze kleur.',
  'searchSettings.style.text': 'Tekst {n}',
  'searchSettings.style.color': 'Kleur {n}',
  'searchSettings.style.add': 'Kleur toevoegen',
  'searchSettings.style.remove': 'Kleur {n} verwijderen',
  'searchSettings.itemAction': 'Actie bij gekozen items',
  'searchSettings.doNothing': 'Niets doen',
  'searchSettings.setHidden': 'Verbergen in de zoekresultaten',
} as const;
