import { z } from 'zod';

/**
 * A number that may have been stored as a numeric string by an older editor or a form input.
 * Read tolerantly so stored forms parse; anything else is rejected.
 */
export const ZNumberish = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v),
  z.number(),
);

/** Identifier of a datasource: the API hands out strings, older forms stored numbers. */
export const ZDatasourceId = z.union([z.string(), z.number()]);

/** One map layer: a geojson layer fed by a datasource, preloaded or loaded live per bbox. */
export const ZMapLayer = z.object({
  type: z.literal('geojson').optional(),
  datasource_id: ZDatasourceId.nullable().optional(),
  loadingStrategy: z.enum(['preload', 'live']).nullable().optional(),
});

/** Colour of features with a given status. */
export const ZFeatureStyle = z.object({
  status: z.string().optional(),
  color: z.string().optional(),
});

/** One condition of a map feature action. */
export const ZFeatureActionCondition = z.object({
  conditionType: z.enum(['always', 'dataValue']).optional(),
  dataName: z.string().optional(),
  operator: z.literal('=').optional(),
  dataValue: z.unknown().optional(),
});

/** What a feature action does when its conditions hold. */
export const ZFeatureActionAction = z.object({
  actionType: z.enum(['setStatus', 'setHidden']).optional(),
  status: z.string().optional(),
});

/** A map feature action: conditions (AND/OR) and the actions to apply. */
export const ZFeatureAction = z.object({
  conditions: z.array(ZFeatureActionCondition).optional(),
  conditionMethod: z.enum(['and', 'or']).optional(),
  actions: z.array(ZFeatureActionAction).optional(),
});

/** Latitude/longitude pair (WGS84). */
export const ZLatLon = z.object({
  lat: ZNumberish.optional(),
  lon: ZNumberish.optional(),
});

/** Settings of a map element (document 2 'mapSettings', document 3 'Map settings'). */
export const ZMapSettings = z.object({
  mapLayers: z.array(ZMapLayer).optional(),
  showMapSearch: z.boolean().optional(),
  showDataColumns: z.boolean().optional(),
  setManualLocation: z.boolean().optional(),
  tracking: z.boolean().optional(),
  minAccuracy: ZNumberish.optional(),
  center: ZLatLon.optional(),
  zoomlevel: ZNumberish.optional(),
  show_status_filters: z.boolean().optional(),
  guest_map_enabled: z.boolean().optional(),
  featuresMaxSelect: ZNumberish.optional(),
  featureStyles: z.array(ZFeatureStyle).optional(),
  featureActions: z.array(ZFeatureAction).optional(),
});

/** Style of a search result item whose text matches. */
export const ZSearchItemStyle = z.object({
  text: z.string().optional(),
  color: z.string().optional(),
});

/** Settings of a search element (document 2 'searchSettings'). */
export const ZSearchSettings = z.object({
  datasourceId: ZDatasourceId.nullable().optional(),
  maxValues: ZNumberish.optional(),
  itemStyles: z.array(ZSearchItemStyle).optional(),
  itemAction: z.enum(['doNothing', 'setHidden']).optional(),
});

/** Map element settings, as parsed. */
export type TMapSettings = z.infer<typeof ZMapSettings>;
/** One map layer, as parsed. */
export type TMapLayer = z.infer<typeof ZMapLayer>;
/** One map feature action, as parsed. */
export type TFeatureAction = z.infer<typeof ZFeatureAction>;
/** Search element settings, as parsed. */
export type TSearchSettings = z.infer<typeof ZSearchSettings>;
