import type { TLonLat } from '@eform/core/elements';
import { and, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { datasourceItems, datasources, registrations } from '../../db/schema';
import { isUuid } from '../access';

const NUMERIC = /^\d{1,9}$/;

/** A registration as the map reads it: only what places and colours it. */
export type TLocationRow = {
  id: number;
  uuid: string;
  serial: number;
  /** Per location column in order: its texts (see TLocationColumn), null where absent. */
  cells: (string | null)[];
  /** The colour's value: the phase, or the choice question's value as text. */
  color: string | null;
};

/**
 * How the map reads a location element's value, as text (no jsonb is built or parsed per row):
 * a gps value's lat and lon, a track's first point's lat and lon, a map selection's first
 * feature's id. A track of thousands of points is never read here; routes come from trackRows.
 */
export interface TLocationColumn {
  name: string;
  kind: 'gps' | 'track' | 'map';
}

/** The texts one location column reads, in order. */
function columnTexts({ name, kind }: TLocationColumn): SQL[] {
  const value = sql`${registrations.values} -> ${name}`;
  if (kind === 'gps') return [sql`${value} ->> 'lat'`, sql`${value} ->> 'lon'`];
  if (kind === 'track') return [sql`${value} -> 0 ->> 'lat'`, sql`${value} -> 0 ->> 'lon'`];
  return [sql`${value} -> 0 ->> 'id'`];
}

/** What colours a point: a column of the row, or a choice question's value. */
export type TLocationColor = 'phase' | 'review_state' | { name: string };

/**
 * The selection's registrations, newest first, each with the texts of its location columns (in
 * one array, columnTexts' order per column) and its colour value. Rows with none of the location
 * keys are left out in the query: they are counted, not read. The colour is the phase, the
 * review state, or the value (as text) of a choice question.
 */
export async function locationRows(
  db: TDb,
  where: SQL,
  columns: readonly TLocationColumn[],
  colorBy: TLocationColor,
): Promise<TLocationRow[]> {
  if (columns.length === 0) return [];
  const color =
    colorBy === 'phase'
      ? sql`${registrations.phase}`
      : colorBy === 'review_state'
        ? sql`${registrations.reviewState}`
        : sql`${registrations.values} ->> ${colorBy.name}`;
  const has = sql.join(
    columns.map(({ name }) => sql`${registrations.values} ? ${name}`),
    sql` or `,
  );
  const { rows } = await db.execute<TLocationRow>(
    sql`select ${registrations.id} as id, ${registrations.uuid} as uuid,
        ${registrations.serialNumber} as serial,
        array[${sql.join(columns.flatMap(columnTexts), sql`, `)}] as cells, ${color} as color
      from ${registrations}
      where ${where} and (${has})
      order by ${registrations.registeredAt} desc, ${registrations.id} desc`,
  );
  return rows;
}

/** How many registrations the selection holds. */
export async function countLocations(db: TDb, where: SQL): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${registrations} where ${where}`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * The newest `limit` registrations of the selection with a route of two points or more in one
 * of the `names` (tracking elements), with those values whole.
 */
export async function trackRows(
  db: TDb,
  where: SQL,
  names: readonly string[],
  limit: number,
): Promise<{ uuid: string; values: Record<string, unknown> }[]> {
  if (names.length === 0) return [];
  const picked = sql.join(
    names.map((name) => sql`${name}::text, ${registrations.values} -> ${name}`),
    sql`, `,
  );
  const hasTrack = sql.join(
    names.map(
      (name) =>
        sql`jsonb_typeof(${registrations.values} -> ${name}) = 'array'
          and jsonb_array_length(${registrations.values} -> ${name}) >= 2`,
    ),
    sql` or `,
  );
  const { rows } = await db.execute<{ uuid: string; values: Record<string, unknown> }>(
    sql`select ${registrations.uuid} as uuid, jsonb_build_object(${picked}) as values
      from ${registrations}
      where ${where} and (${hasTrack})
      order by ${registrations.registeredAt} desc, ${registrations.id} desc
      limit ${limit}`,
  );
  return rows;
}

/**
 * The coordinates of map features by their ids among the live items of the datasources
 * `datasourceIds` (numeric ids or uuids of one map element's layers, in layer order) of the
 * client: a feature is found by its item id, or by its line when the file had no ids (as the map
 * answers it); the first layer holding it wins. Features without coordinates are left out.
 */
export async function featurePoints(
  db: TDb,
  clientId: number,
  datasourceIds: readonly string[],
  featureIds: readonly string[],
): Promise<Map<string, TLonLat>> {
  const found = new Map<string, TLonLat>();
  const ids = datasourceIds.filter((id) => NUMERIC.test(id)).map(Number);
  const uuids = datasourceIds.filter(isUuid).map((id) => id.toLowerCase());
  if (featureIds.length === 0 || (ids.length === 0 && uuids.length === 0)) return found;
  const lines = featureIds.filter((id) => NUMERIC.test(id)).map(Number);
  const rows = await db
    .select({
      id: datasources.id,
      uuid: datasources.uuid,
      itemId: datasourceItems.itemId,
      line: datasourceItems.line,
      lon: datasourceItems.lon,
      lat: datasourceItems.lat,
    })
    .from(datasourceItems)
    .innerJoin(
      datasources,
      and(
        eq(datasources.id, datasourceItems.datasourceId),
        eq(datasources.generation, datasourceItems.generation),
      ),
    )
    .where(
      and(
        eq(datasourceItems.clientId, clientId),
        eq(datasources.clientId, clientId),
        or(
          ids.length > 0 ? inArray(datasources.id, ids) : undefined,
          uuids.length > 0 ? inArray(datasources.uuid, uuids) : undefined,
        ),
        or(
          inArray(datasourceItems.itemId, [...featureIds]),
          lines.length > 0
            ? and(isNull(datasourceItems.itemId), inArray(datasourceItems.line, lines))
            : undefined,
        ),
        isNotNull(datasourceItems.lat),
        isNotNull(datasourceItems.lon),
      ),
    )
    .orderBy(desc(datasourceItems.line));
  for (const ref of datasourceIds) {
    for (const row of rows) {
      if (String(row.id) !== ref && row.uuid !== ref.toLowerCase()) continue;
      const key = row.itemId ?? String(row.line);
      if (row.lat == null || row.lon == null || found.has(key)) continue;
      found.set(key, { lon: row.lon, lat: row.lat });
    }
  }
  return found;
}
