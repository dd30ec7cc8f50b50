import type { TLonLat } from '@eform/core/elements';
import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { TDb } from '../../../db/client';
import { datasourceItems, datasources } from '../../../db/schema';
import { isUuid } from '../../access';

const NUMERIC = /^\d{1,9}$/;

/**
 * The coordinates of a map element's selected feature: the item `featureId` (its object.id, or
 * its line when the file had no ids, as the map answers it) among the live items of the first of
 * `datasourceIds` (numeric ids or uuids, the element's layers in order) that holds it, in the
 * registration's client. Undefined when none does or the item has no coordinates.
 */
export async function findFeaturePoint(
  db: TDb,
  clientId: number,
  datasourceIds: readonly string[],
  featureId: string,
): Promise<TLonLat | undefined> {
  const ids = datasourceIds.filter((id) => NUMERIC.test(id)).map(Number);
  const uuids = datasourceIds.filter(isUuid).map((id) => id.toLowerCase());
  if (ids.length === 0 && uuids.length === 0) return undefined;
  const byLine = NUMERIC.test(featureId)
    ? and(isNull(datasourceItems.itemId), eq(datasourceItems.line, Number(featureId)))
    : undefined;
  const rows = await db
    .select({
      id: datasources.id,
      uuid: datasources.uuid,
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
        or(eq(datasourceItems.itemId, featureId), byLine),
        isNotNull(datasourceItems.lat),
        isNotNull(datasourceItems.lon),
      ),
    );
  for (const ref of datasourceIds) {
    const row = rows.find((r) => String(r.id) === ref || r.uuid === ref.toLowerCase());
    if (row?.lat != null && row.lon != null) return { lon: row.lon, lat: row.lat };
  }
  return undefined;
}
