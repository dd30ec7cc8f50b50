import { REVIEW_STATES } from '@eform/core/api/registrations';
import {
  MAP_COLOR_BY_PHASE,
  MAP_COLOR_BY_REVIEW,
  MAP_TRACK_POINTS_MAX,
  MAP_TRACKS_MAX,
  type TRegistrationLocations,
  type TRegistrationLocationsQuery,
} from '@eform/core/api/registrations-admin';
import {
  elementLocation,
  isElementOfType,
  locationElements,
  registrationGeometry,
  type TElement,
  type TFeatureLocation,
  type TLonLat,
  thinTrack,
} from '@eform/core/elements';
import { DomainError } from '@eform/core/errors';
import { ts } from '@eform/core/messages/server-only';
import type { TDb } from '../../db/client';
import { formForUser, type TAsker } from '../access';
import { registrationListSql } from './registration-filters';
import {
  countLocations,
  featurePoints,
  locationRows,
  type TLocationColor,
  type TLocationColumn,
  trackRows,
} from './registration-locations.repository';

/**
 * The registrations of a form on a map (issue 35 §1): where each is, coloured by its phase or a
 * choice question, with the list's selection; and the map features' coordinates for the exports.
 */

const MANAGE = 'eform manage form registrations';

/** A lookup of map features' coordinates for core's registrationGeometry. */
export type TFeatureLookup = (location: TFeatureLocation) => TLonLat | undefined;

/**
 * A coordinate as the map gets it: 6 decimals (about 0.1 m), far below what a screen or a GPS
 * tells apart. A phone's 15-digit degrees were half the answer's bytes and of its writing.
 */
const mapDegrees = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

const featureKey = (datasourceIds: readonly string[], featureId: string) =>
  `${datasourceIds.join(',')}\u0000${featureId}`;

/**
 * The coordinates of every map feature the values select first (per map element of the main
 * level), read in one query per map element: what registrationGeometry needs to place a
 * registration by its map selection.
 */
export async function featureLookupFor(
  db: TDb,
  clientId: number,
  schema: readonly TElement[],
  valuesList: readonly Record<string, unknown>[],
): Promise<TFeatureLookup> {
  const points = new Map<string, TLonLat>();
  for (const element of locationElements(schema)) {
    if (!isElementOfType(element, 'map')) continue;
    const wanted = new Set<string>();
    let datasourceIds: string[] = [];
    for (const values of valuesList) {
      const location = elementLocation(element, values[element.name]);
      if (location?.kind !== 'feature') continue;
      datasourceIds = location.datasourceIds;
      wanted.add(location.featureId);
    }
    if (wanted.size === 0) continue;
    const found = await featurePoints(db, clientId, datasourceIds, [...wanted]);
    for (const [id, point] of found) points.set(featureKey(datasourceIds, id), point);
  }
  return (location) => points.get(featureKey(location.datasourceIds, location.featureId));
}

/**
 * The few values core's registrationGeometry needs, rebuilt from a row's location texts in the
 * shapes the values have: a gps `{lat, lon}`, a track's first point and a map selection's first
 * feature as one-item lists.
 */
function locationValues(
  columns: readonly TLocationColumn[],
  cells: readonly (string | null)[],
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  let at = 0;
  for (const { name, kind } of columns) {
    if (kind === 'map') {
      const id = cells[at++];
      if (id != null) values[name] = [{ id }];
      continue;
    }
    const lat = cells[at++];
    const lon = cells[at++];
    if (lat == null || lon == null) continue;
    values[name] = kind === 'gps' ? { lat, lon } : [{ lat, lon }];
  }
  return values;
}

/**
 * What colours the points (the phase, the review state or a choice question) and the legend's
 * entries in their order (more may come from the rows).
 */
function colorOf(
  schema: readonly TElement[],
  colorBy: string,
): { source: TLocationColor; legend: { value: string; label: string }[] } {
  if (colorBy === MAP_COLOR_BY_PHASE) return { source: 'phase', legend: [] };
  if (colorBy === MAP_COLOR_BY_REVIEW) {
    // Not reviewed first, then the states as the export labels them.
    const legend = [
      { value: '', label: ts('server.map.review.none') },
      ...REVIEW_STATES.map((state) => ({
        value: state,
        label: ts(`server.export.review.${state}`),
      })),
    ];
    return { source: 'review_state', legend };
  }
  const element = schema.find((e) => e.name === colorBy);
  if (!element || !isElementOfType(element, 'radio', 'select')) {
    throw new DomainError('VALIDATION', {
      messageKey: 'server.error.fieldInvalid',
      params: { field: 'color_by' },
    });
  }
  const legend = (element.options ?? []).map(({ value, label }) => ({ value, label }));
  return { source: { name: colorBy }, legend };
}

/**
 * GET .../registrations/locations: the located registrations of the list's selection in the
 * compact shape of ZRegistrationLocations. The point comes from core's registrationGeometry on
 * the few values that can give it (read in SQL per location element of the schema), map
 * features' coordinates from their datasources. Another client's form: NOT_FOUND; without the
 * permission: FORBIDDEN; an unknown colour or filter: VALIDATION naming it.
 */
export async function registrationLocations(
  db: TDb,
  auth: TAsker,
  formRef: string,
  query: TRegistrationLocationsQuery,
): Promise<TRegistrationLocations> {
  const { ref } = await formForUser(db, auth, formRef, MANAGE);
  const form = ref.form;
  const { color_by: colorBy, ...selection } = query;
  const color = colorOf(form.schema, colorBy);
  // The map has no order of its own to ask for: the query reads newest first.
  const { where } = registrationListSql(form, { ...selection, sort_direction: -1 });
  const elements = locationElements(form.schema);
  const columns: TLocationColumn[] = elements.map((element) => ({
    name: element.name,
    kind: element.elementType === 'gps' ? 'gps' : element.elementType === 'map' ? 'map' : 'track',
  }));
  const trackNames = elements.filter((e) => e.elementType === 'tracking').map((e) => e.name);
  const [rows, total, tracked] = await Promise.all([
    locationRows(db, where, columns, color.source),
    countLocations(db, where),
    trackRows(db, where, trackNames, MAP_TRACKS_MAX + 1),
  ]);
  const located = rows.map((row) => locationValues(columns, row.cells));
  const lookup = await featureLookupFor(db, form.clientId, elements, located);
  const legend = [...color.legend];
  const legendIndex = new Map(legend.map((entry, i) => [entry.value, i]));
  const answer: TRegistrationLocations = {
    total,
    located: 0,
    color_by: colorBy,
    legend,
    ids: [],
    serials: [],
    coords: [],
    colors: [],
    tracks: [],
    tracks_truncated: tracked.length > MAP_TRACKS_MAX,
  };
  rows.forEach((row, i) => {
    const { point } = registrationGeometry(elements, located[i] ?? {}, lookup);
    if (!point) return;
    const value = row.color ?? '';
    let index = legendIndex.get(value);
    if (index === undefined) {
      index = legend.length;
      legend.push({ value, label: value });
      legendIndex.set(value, index);
    }
    answer.ids.push(row.uuid);
    answer.serials.push(row.serial);
    answer.coords.push(mapDegrees(point[0]), mapDegrees(point[1]));
    answer.colors.push(index);
  });
  answer.located = answer.ids.length;
  for (const row of tracked.slice(0, MAP_TRACKS_MAX)) {
    for (const track of registrationGeometry(elements, row.values).tracks) {
      const coords = thinTrack(track, MAP_TRACK_POINTS_MAX).flat().map(mapDegrees);
      answer.tracks.push({ id: row.uuid, coords });
    }
  }
  return answer;
}
