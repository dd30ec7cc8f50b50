import type { TGeoExportFormat } from '@eform/core/api/registrations-admin';
import {
  registrationGeometry,
  type TElement,
  type TPosition,
  type TRegistrationGeometry,
} from '@eform/core/elements';
import type { TFeatureLookup } from '../registrations';
import { cellText, namedValueCells, type TNamedCell, wallTime } from './export-columns';
import type { TGeoRow } from './exports.repository';

/**
 * The geo exports (issue 35 §3): the selection's located registrations as a GeoJSON
 * FeatureCollection or a KML document, written as text chunks per batch of rows so the
 * download streams however many registrations there are.
 */

/** What a geo export is made of: the form, its rows in batches, and the map features' lookup. */
export interface TGeoSource {
  formName: string;
  schema: readonly TElement[];
  batches: AsyncIterable<TGeoRow[]>;
  /** The coordinates of the map features one batch selects (one query per map element). */
  lookupFor(rows: readonly TGeoRow[]): Promise<TFeatureLookup>;
}

/** A located registration: its row and where it is. */
interface TLocated {
  row: TGeoRow;
  geometry: TRegistrationGeometry & { point: TPosition };
}

async function* locatedBatches(source: TGeoSource): AsyncGenerator<TLocated[]> {
  for await (const rows of source.batches) {
    const lookup = await source.lookupFor(rows);
    const located: TLocated[] = [];
    for (const row of rows) {
      const geometry = registrationGeometry(source.schema, row.values ?? {}, lookup);
      if (geometry.point) located.push({ row, geometry: { ...geometry, point: geometry.point } });
    }
    if (located.length > 0) yield located;
  }
}

/** A property's value: numbers stay numbers, dates and everything else are the CSV's text. */
function propertyValue(cell: TNamedCell, value: unknown): string | number {
  const written = cellText(cell.cell(value), cell.kind);
  return typeof written === 'number' ? written : String(written);
}

function ownProperties(row: TGeoRow): Record<string, string | number | null> {
  return {
    _id: row.uuid,
    registration_serial_number: row.serial_number,
    registration_date: new Date(row.registered_at).toISOString(),
    registration_name: row.name,
    phase: row.phase,
    status: row.status,
  };
}

/**
 * The GeoJSON geometry: a Point when there is no track; when the point is the start of the only
 * kind of location (tracks alone), the track as a LineString (several: a MultiLineString); a
 * point placed otherwise with tracks beside it, a GeometryCollection of both.
 */
function geoJsonGeometry({ point, tracks }: TLocated['geometry']): object {
  if (tracks.length === 0) return { type: 'Point', coordinates: point };
  const first = tracks[0]?.[0];
  const pointIsTrackStart = first !== undefined && first[0] === point[0] && first[1] === point[1];
  if (pointIsTrackStart) {
    return tracks.length === 1
      ? { type: 'LineString', coordinates: tracks[0] }
      : { type: 'MultiLineString', coordinates: tracks };
  }
  return {
    type: 'GeometryCollection',
    geometries: [
      { type: 'Point', coordinates: point },
      ...tracks.map((track) => ({ type: 'LineString', coordinates: track })),
    ],
  };
}

/** The GeoJSON FeatureCollection (RFC 7946: WGS84, [lon, lat]), one Feature per located row. */
export async function* geoJsonChunks(source: TGeoSource): AsyncGenerator<string> {
  const cells = namedValueCells(source.schema);
  yield '{"type":"FeatureCollection","features":[';
  let first = true;
  for await (const located of locatedBatches(source)) {
    const parts = located.map(({ row, geometry }) => {
      const properties: Record<string, string | number | null> = ownProperties(row);
      for (const cell of cells)
        properties[cell.name] = propertyValue(cell, row.values?.[cell.name]);
      return JSON.stringify({
        type: 'Feature',
        id: row.uuid,
        geometry: geoJsonGeometry(geometry),
        properties,
      });
    });
    yield (first ? '' : ',') + parts.join(',');
    first = false;
  }
  yield ']}\n';
}

// XML 1.0 has no place for most control characters, even escaped: they are dropped.
// (\p{Cc} less tab, line feed and carriage return, which XML keeps.)
const XML_INVALID = /(?![\t\n\r])\p{Cc}|\uFFFE|\uFFFF/gu;
const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text fit for an XML element or attribute. */
export function xmlText(value: string): string {
  return value.replace(XML_INVALID, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

const kmlCoordinates = (positions: readonly TPosition[]) =>
  positions.map(([lon, lat]) => `${lon},${lat}`).join(' ');

function kmlGeometry({ point, tracks }: TLocated['geometry']): string {
  const pointXml = `<Point><coordinates>${kmlCoordinates([point])}</coordinates></Point>`;
  if (tracks.length === 0) return pointXml;
  const lines = tracks.map(
    (track) => `<LineString><coordinates>${kmlCoordinates(track)}</coordinates></LineString>`,
  );
  return `<MultiGeometry>${pointXml}${lines.join('')}</MultiGeometry>`;
}

function kmlData(name: string, displayName: string, value: string | number | null): string {
  return `<Data name="${xmlText(name)}"><displayName>${xmlText(displayName)}</displayName><value>${xmlText(String(value ?? ''))}</value></Data>`;
}

/** The KML document: a Placemark per located row with its values as ExtendedData. */
export async function* kmlChunks(source: TGeoSource): AsyncGenerator<string> {
  const cells = namedValueCells(source.schema);
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>${xmlText(source.formName)}</name>\n`;
  for await (const located of locatedBatches(source)) {
    const parts = located.map(({ row, geometry }) => {
      const own = Object.entries(ownProperties(row)).map(([name, value]) =>
        kmlData(name, name, value),
      );
      const values = cells.map((cell) =>
        kmlData(cell.name, cell.header, propertyValue(cell, row.values?.[cell.name])),
      );
      const when = wallTime(new Date(row.registered_at)).toISOString().slice(0, 16);
      const name = `${row.serial_number} ${row.name}`.trim();
      return `<Placemark id="r-${xmlText(row.uuid)}"><name>${xmlText(name)}</name><description>${xmlText(when.replace('T', ' '))}</description><ExtendedData>${own.join('')}${values.join('')}</ExtendedData>${kmlGeometry(geometry)}</Placemark>\n`;
    });
    yield parts.join('');
  }
  yield '</Document></kml>\n';
}

/** The chunks of a geo export in its format. */
export function geoExportChunks(format: TGeoExportFormat, source: TGeoSource) {
  return format === 'geojson' ? geoJsonChunks(source) : kmlChunks(source);
}
