import type { TDatasourceCrs, TDatasourceType } from '@eform/core/api/datasources';
import type { TServerOnlyMessageKey } from '@eform/core/messages/server-only';
import { ts } from '@eform/core/messages/server-only';
import proj4 from 'proj4';

/**
 * The datasource CSV format of doc 3 §3: semicolon separated, UTF-8, a header line; object.name
 * (required) and object.status name the item, object.latitude/object.longitude (EPSG:4326) or
 * object.x/object.y (EPSG:28992) place it on a map; every other column becomes a field. Column
 * names are case sensitive. Ours too: object.id gives the item its id (else its line number) and
 * object.invisible ('1' or 'true') hides it on the map.
 */
export const CSV_COLUMN = {
  name: 'object.name',
  status: 'object.status',
  id: 'object.id',
  invisible: 'object.invisible',
} as const;

/** The coordinate columns per coordinate system: [x (east), y (north)]. */
const COORDINATE_COLUMNS: Record<TDatasourceCrs, readonly [string, string]> = {
  'EPSG:4326': ['object.longitude', 'object.latitude'],
  'EPSG:28992': ['object.x', 'object.y'],
};

/** Amersfoort / RD New with the datum shift to WGS84 (as the Dutch Kadaster publishes it). */
const RD_NEW =
  '+proj=sterea +lat_0=52.15616055555555 +lon_0=5.38763888888889 +k=0.9999079 +x_0=155000 ' +
  '+y_0=463000 +ellps=bessel +towgs84=565.417,50.3319,465.552,-0.398957,0.343988,-1.8774,4.0725 ' +
  '+units=m +no_defs';
const rdToWgs84 = proj4(RD_NEW, 'WGS84');

/** Why a file cannot be imported: a Dutch text naming the column or the line. */
export class DatasourceCsvError extends Error {
  constructor(key: TServerOnlyMessageKey, params: Record<string, string | number> = {}) {
    super(ts(key as never, params as never));
    this.name = 'DatasourceCsvError';
  }
}

/** Where the known columns are in a file's header. */
export interface TCsvPlan {
  columns: string[];
  fields: string[];
  /** Per column: whether it is a field (its cell goes to `data`), read once for every row. */
  isField: boolean[];
  at: { name: number; status: number; id: number; invisible: number };
  coordinates: { crs: TDatasourceCrs; x: number; y: number } | null;
}

/** One item read from a row. */
export interface TCsvItem {
  line: number;
  itemId: string | null;
  name: string;
  status: string;
  invisible: boolean;
  lon: number | null;
  lat: number | null;
  data: Record<string, string>;
  object: Record<string, string>;
}

/** Reads the header line: the known columns and the fields; refuses a missing or doubled one. */
export function planHeader(
  header: readonly string[],
  type: TDatasourceType,
  crs: TDatasourceCrs | null,
): TCsvPlan {
  const columns = header.map((column) => column.trim());
  if (columns.length === 0 || columns.every((column) => column === '')) {
    throw new DatasourceCsvError('server.datasource.import.empty');
  }
  const seen = new Set<string>();
  for (const column of columns) {
    if (seen.has(column)) {
      throw new DatasourceCsvError('server.datasource.import.columnTwice', { column });
    }
    seen.add(column);
  }
  const coordinateColumns = type === 'map_features' && crs ? COORDINATE_COLUMNS[crs] : null;
  for (const column of [CSV_COLUMN.name, ...(coordinateColumns ?? [])]) {
    if (!seen.has(column)) {
      throw new DatasourceCsvError('server.datasource.import.columnMissing', { column });
    }
  }
  const known = new Set<string>([...Object.values(CSV_COLUMN), ...(coordinateColumns ?? [])]);
  const isField = columns.map((column) => !known.has(column) && column !== '');
  return {
    columns,
    fields: columns.filter((_, index) => isField[index]),
    isField,
    at: {
      name: columns.indexOf(CSV_COLUMN.name),
      status: columns.indexOf(CSV_COLUMN.status),
      id: columns.indexOf(CSV_COLUMN.id),
      invisible: columns.indexOf(CSV_COLUMN.invisible),
    },
    coordinates:
      coordinateColumns && crs
        ? {
            crs,
            x: columns.indexOf(coordinateColumns[0]),
            y: columns.indexOf(coordinateColumns[1]),
          }
        : null,
  };
}

const NUMBER = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)([eE][-+]?\d+)?$/;

/** A coordinate as written (a decimal point or, as Dutch Excel writes it, a comma). */
function parseNumber(raw: string, column: string, line: number): number {
  const text = raw.trim();
  if (!NUMBER.test(text)) {
    throw new DatasourceCsvError('server.datasource.import.notANumber', { line, column });
  }
  return Number(text.replace(',', '.'));
}

/** The WGS84 lon/lat of a row, or null when both coordinate cells are empty. */
function readCoordinates(plan: TCsvPlan, record: readonly string[], line: number) {
  const place = plan.coordinates;
  if (!place) return { lon: null, lat: null };
  const [xName, yName] = COORDINATE_COLUMNS[place.crs];
  const rawX = (record[place.x] ?? '').trim();
  const rawY = (record[place.y] ?? '').trim();
  if (rawX === '' && rawY === '') return { lon: null, lat: null };
  if (rawX === '' || rawY === '') {
    const [column, other] = rawX === '' ? [xName, yName] : [yName, xName];
    throw new DatasourceCsvError('server.datasource.import.coordinateHalf', {
      line,
      column,
      other,
    });
  }
  const x = parseNumber(rawX, xName, line);
  const y = parseNumber(rawY, yName, line);
  const [lon, lat] = place.crs === 'EPSG:28992' ? rdToWgs84.forward([x, y]) : [x, y];
  if (lon === undefined || !Number.isFinite(lon) || Math.abs(lon) > 180) {
    throw new DatasourceCsvError('server.datasource.import.outOfRange', { line, column: xName });
  }
  if (lat === undefined || !Number.isFinite(lat) || Math.abs(lat) > 90) {
    throw new DatasourceCsvError('server.datasource.import.outOfRange', { line, column: yName });
  }
  return { lon, lat };
}

/** One data row as an item; refuses a row of the wrong width, without a name or a number. */
export function readRow(plan: TCsvPlan, record: readonly string[], line: number): TCsvItem {
  if (record.length !== plan.columns.length) {
    throw new DatasourceCsvError('server.datasource.import.columnCount', {
      line,
      count: record.length,
      expected: plan.columns.length,
    });
  }
  const cell = (index: number) => (index < 0 ? '' : (record[index] ?? ''));
  const name = cell(plan.at.name).trim();
  if (name === '') throw new DatasourceCsvError('server.datasource.import.nameEmpty', { line });
  const data: Record<string, string> = {};
  const object: Record<string, string> = {};
  plan.columns.forEach((column, index) => {
    if (plan.isField[index]) data[column] = record[index] ?? '';
    else if (column !== '') object[column] = record[index] ?? '';
  });
  const id = cell(plan.at.id).trim();
  const invisible = cell(plan.at.invisible).trim().toLowerCase();
  return {
    line,
    itemId: id === '' ? null : id,
    name,
    status: cell(plan.at.status).trim(),
    invisible: invisible === '1' || invisible === 'true',
    ...readCoordinates(plan, record, line),
    data,
    object,
  };
}
