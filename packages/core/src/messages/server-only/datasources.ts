/**
 * The server's texts of the datasources (doc 3 §3, §5, §8): the CSV upload's refusals, the
 * premium wall of a map datasource, and why an import failed (naming the column or the line).
 */
export const datasourceServerMessages = {
  'server.datasource.csvOnly': 'Er kunnen alleen CSV (.csv) bestanden worden geupload',
  'server.datasource.fileSize': 'Maximale bestandsgrootte is 50Mb.',
  'server.datasource.mapModule':
    'Betaalde functie Kaart: een kaartdatabron kan alleen worden gebruikt als de module Kaart is ingeschakeld.',
  'server.datasource.crsRequired':
    'Kies een coördinatenstelsel (field_crs) voor een kaartdatabron.',
  'server.datasource.crsNotAllowed': 'Een zoekdatabron heeft geen coördinatenstelsel (field_crs).',
  'server.datasource.fileUnknown':
    'Het bestand in het veld "file_id" is geen CSV-bestand dat voor deze klant is geupload.',
  'server.datasource.noFile': 'Deze databron heeft geen bronbestand om te importeren.',
  'server.datasource.exportMissing': 'Deze export is (nog) niet beschikbaar.',
  'server.datasource.guestRateLimited':
    'De lijsten en kaarten van dit formulier zijn vanaf uw adres te vaak opgevraagd. Probeer het over {seconds} seconden opnieuw.',
  'server.datasource.import.empty':
    'Het bestand is leeg: de eerste regel moet de kolomnamen bevatten.',
  'server.datasource.import.columnMissing': 'De kolom {column} ontbreekt in de eerste regel.',
  'server.datasource.import.columnTwice':
    'De kolom {column} komt meer dan eens voor in de eerste regel.',
  'server.datasource.import.columnCount':
    'Regel {line}: {count} kolommen in plaats van {expected}.',
  'server.datasource.import.nameEmpty': 'Regel {line}: object.name is leeg.',
  'server.datasource.import.notANumber': 'Regel {line}: {column} is geen getal.',
  'server.datasource.import.coordinateHalf':
    'Regel {line}: {column} is leeg terwijl {other} is ingevuld.',
  'server.datasource.import.outOfRange': 'Regel {line}: {column} ligt buiten het bereik.',
  'server.datasource.import.unreadable':
    "Regel {line}: dit is geen leesbare CSV (UTF-8, gescheiden door puntkomma's); controleer de aanhalingstekens.",
  'server.datasource.import.failed': 'Het importeren is mislukt. Probeer het opnieuw.',
} as const;
