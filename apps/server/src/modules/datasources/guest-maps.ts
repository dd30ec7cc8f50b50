import { NO_STATUS } from '@eform/core/api/datasources';
import { parseGuestMapStatuses, type TGuestMapData } from '@eform/core/api/guest-maps';
import {
  findGuestMapElement,
  guestMapColumns,
  guestMapDatasourceRef,
  guestMapElements,
  hiddenByFeatureActions,
  pickGuestMapData,
  type TMapElement,
} from '@eform/core/elements';
import { DomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import { isUuid } from '../access';
import { limitGuest } from '../registrations';
import { extentOf, featureStatusValues, type TDataQuery, toFeature } from './datasource-data';
import { findDatasource, placedItems, type TDatasourceWithFile } from './datasources.repository';
import { findGuestMapForm, guestMapFormsOf, type TGuestMapForm } from './guest-maps.repository';

/** A public map: the form, its map element with guest_map_enabled, and that map's datasource. */
interface TGuestMap {
  form: TGuestMapForm;
  element: TMapElement;
  datasource: TDatasourceWithFile;
}

/** Where a guest asks from and when (the rate limit per address). */
export interface TGuestAsk {
  ip: string;
  now: Date;
}

const notFound = () => new DomainError('NOT_FOUND');

/** The datasource a layer names (id or uuid as stored), if it exists. */
function findLayerDatasource(db: TDb, ref: string) {
  if (isUuid(ref)) return findDatasource(db, { uuid: ref.toLowerCase() });
  return /^\d+$/.test(ref) ? findDatasource(db, { id: Number(ref) }) : undefined;
}

/** Whether the element's first layer names the datasource (by id or uuid). */
function showsDatasource(element: TMapElement, datasource: TDatasourceWithFile): boolean {
  const ref = guestMapDatasourceRef(element.mapSettings)?.toLowerCase();
  return ref === String(datasource.id) || ref === datasource.uuid;
}

/** A map datasource a public map of the client's may show: the client has the map module. */
function isShowable(form: TGuestMapForm, datasource: TDatasourceWithFile | undefined) {
  return (
    datasource !== undefined &&
    datasource.clientId === form.clientId &&
    datasource.type === 'map_features' &&
    form.modules.includes('map_element')
  );
}

/**
 * The public map of /guest/map/{form_id}/{element_name}: the form's map element of that name
 * with guest_map_enabled (anywhere in the schema), its first layer a map datasource of the
 * form's client, and the client has the map module; NOT_FOUND otherwise.
 */
async function guestMapOfElement(db: TDb, formId: string, name: string): Promise<TGuestMap> {
  if (!isUuid(formId)) throw notFound();
  const form = await findGuestMapForm(db, formId.toLowerCase());
  const element = form && findGuestMapElement(form.schema, name);
  const ref = guestMapDatasourceRef(element?.mapSettings);
  if (!form || !element || ref === null) throw notFound();
  const datasource = await findLayerDatasource(db, ref);
  if (!datasource || !isShowable(form, datasource)) throw notFound();
  return { form, element, datasource };
}

/**
 * The public map of /guest/map/{map_uuid}: the map datasource with that uuid, shown by the
 * first map element with guest_map_enabled whose first layer it is, of the first such form of
 * the datasource's own client by id; NOT_FOUND when no form opens it (or without the module).
 */
async function guestMapOfDatasource(db: TDb, mapUuid: string): Promise<TGuestMap> {
  if (!isUuid(mapUuid)) throw notFound();
  const datasource = await findDatasource(db, { uuid: mapUuid.toLowerCase() });
  if (!datasource) throw notFound();
  for (const form of await guestMapFormsOf(db, datasource.clientId)) {
    const element = guestMapElements(form.schema).find((candidate) =>
      showsDatasource(candidate, datasource),
    );
    if (element && isShowable(form, datasource)) return { form, element, datasource };
  }
  throw notFound();
}

/**
 * The answer of a public map (doc 3 §3 'Guest map response'), counted against the address's
 * limit of GUEST_MAP_READS_PER_MINUTE (429): the map's placed features with the asked statuses
 * (within the live extent when given), each with only the data columns the element shows;
 * invisible features and those the element's feature actions hide are left out (no map shows them, so the public does not get them). Every
 * status of the datasource comes along for the filter.
 */
async function guestMapData(
  db: TDb,
  map: TGuestMap,
  statuses: string,
  query: TDataQuery,
  ask: TGuestAsk,
): Promise<TGuestMapData> {
  const { form, element, datasource } = map;
  const extent = extentOf(query);
  await limitGuest(db, form, ask.ip, ask.now, 'datasource');
  const wanted = parseGuestMapStatuses(statuses);
  const columns = guestMapColumns(element.mapSettings);
  // A live layer is read by the visible extent only: without one (the page's first ask, before
  // the map has a view) a public caller would get up to MAP_FEATURES_MAX features at once.
  const live = element.mapSettings?.mapLayers?.[0]?.loadingStrategy === 'live';
  const [items, statusValues] = await Promise.all([
    live && extent === null ? [] : placedItems(db, datasource, extent),
    featureStatusValues(db, datasource),
  ]);
  const features = items
    .filter(
      (item) =>
        !item.invisible &&
        (wanted === null || wanted.has(item.status || NO_STATUS)) &&
        // What the element's actions hide is not the public's either (tested on all columns).
        !hiddenByFeatureActions(element.mapSettings, item.data),
    )
    .map(toFeature)
    .map((feature) => ({
      ...feature,
      properties: {
        ...feature.properties,
        data: pickGuestMapData(feature.properties.data, columns),
      },
    }));
  return {
    form_id: form.uuid,
    form_name: form.name,
    element_name: element.name,
    datasource_id: datasource.id,
    datasource_uuid: datasource.uuid,
    datasource_name: datasource.name,
    status_values: statusValues,
    mapSettings: element.mapSettings ?? {},
    features,
  };
}

/** GET api/guest/map/{form_id}/{element_name}/{statuses}, without sign-in. */
export async function guestMapOfForm(
  db: TDb,
  params: { form_id: string; element_name: string; statuses: string },
  query: TDataQuery,
  ask: TGuestAsk,
): Promise<TGuestMapData> {
  const map = await guestMapOfElement(db, params.form_id, params.element_name);
  return guestMapData(db, map, params.statuses, query, ask);
}

/** GET api/guest/datasource/{map_uuid}/{statuses}, without sign-in. */
export async function guestMapOfUuid(
  db: TDb,
  params: { map_uuid: string; statuses: string },
  query: TDataQuery,
  ask: TGuestAsk,
): Promise<TGuestMapData> {
  const map = await guestMapOfDatasource(db, params.map_uuid);
  return guestMapData(db, map, params.statuses, query, ask);
}
