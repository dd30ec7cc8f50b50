import {
  DEFAULT_ASSIGN_TO_USER,
  DEFAULT_FEATURES_MAX_SELECT,
  DEFAULT_NEXT_PHASE,
  GPS_DEFAULT_MIN_ACCURACY,
  IMAGE_DEFAULT_WIDTH,
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_FEATURE_STYLES,
  MAP_DEFAULT_ZOOM,
  SEARCH_MAX_VALUES_MIN,
  TEXTAREA_DEFAULT_ROWS,
} from '../constants';
import { ELEMENT_CATALOGUE } from './element-catalogue';
import type { TElement, TSchema } from './element-schema';
import type { TElementType } from './element-types';
import type { TMapSettings } from './settings-schema';
import { setRequired } from './validation-rules';
import { flattenSchema } from './walk-schema';

/** Settings of an element, without the identity fields every element has. */
export type TElementSettings = Partial<Omit<TElement, 'uuid' | 'name' | 'elementType'>>;

function mapDefaults(): TMapSettings {
  return {
    mapLayers: [{ type: 'geojson', datasource_id: null, loadingStrategy: 'preload' }],
    center: { ...MAP_DEFAULT_CENTER },
    zoomlevel: MAP_DEFAULT_ZOOM,
    featuresMaxSelect: DEFAULT_FEATURES_MAX_SELECT,
    featureStyles: MAP_DEFAULT_FEATURE_STYLES.map((style) => ({ ...style })),
    featureActions: [],
    showMapSearch: false,
    showDataColumns: false,
    show_status_filters: false,
    guest_map_enabled: false,
    setManualLocation: false,
    tracking: false,
    minAccuracy: GPS_DEFAULT_MIN_ACCURACY,
  };
}

/** A position map (gps, tracking): centre, zoom and accuracy, no datasource layers. */
function positionMapDefaults(tracking: boolean): TMapSettings {
  return {
    center: { ...MAP_DEFAULT_CENTER },
    zoomlevel: MAP_DEFAULT_ZOOM,
    minAccuracy: GPS_DEFAULT_MIN_ACCURACY,
    setManualLocation: false,
    tracking,
  };
}

const TYPE_DEFAULTS: Partial<Record<TElementType, () => TElementSettings>> = {
  header: () => ({ component: 'h2' }),
  staticText: () => ({ staticText: '' }),
  imageTag: () => ({ image: null, width: IMAGE_DEFAULT_WIDTH }),
  staticFile: () => ({ file: null }),
  textarea: () => ({ rows: TEXTAREA_DEFAULT_ROWS }),
  checkbox_multiple: () => ({ options: [], viewMode: 'vertical' }),
  radio: () => ({ options: [], viewMode: 'vertical' }),
  select: () => ({ options: [] }),
  number: () => ({ number_formatter: 'none' }),
  decimal: () => ({ number_formatter: 'none' }),
  date: () => ({ defaultDateNow: false }),
  time: () => ({ defaultDateNow: false }),
  datetime: () => ({ defaultDateNow: false }),
  image: () => ({ width: IMAGE_DEFAULT_WIDTH, useOnlyCamera: false, hdImages: false }),
  file: () => ({ fileDoRename: false, fileNewName: '' }),
  subform: () => ({
    registrationLabel: '',
    subform: { schema: [], values: {}, rules: [], defaultValues: {} },
  }),
  linkedForm: () => ({ formId: null }),
  map: () => ({ mapSettings: mapDefaults() }),
  gps: () => ({ mapSettings: positionMapDefaults(false) }),
  tracking: () => ({ mapSettings: positionMapDefaults(true) }),
  search: () => ({
    searchSettings: {
      datasourceId: null,
      maxValues: SEARCH_MAX_VALUES_MIN,
      itemStyles: [],
      itemAction: 'doNothing',
    },
  }),
  signature: () => ({ signatureSize: 'normal', signatureLoadEnabled: false }),
  calculation: () => ({ formula: '' }),
  computed: () => ({ elementToWatch: '', parserType: '' }),
  stateTransition: () => ({
    next_phase: DEFAULT_NEXT_PHASE,
    assign_to_user: DEFAULT_ASSIGN_TO_USER,
  }),
};

/**
 * The settings a new element of this type starts with (a fresh object on every call): e.g.
 * textarea rows 3, image width 300, map centre/zoom/featuresMaxSelect 1, GPS minAccuracy 25,
 * search maxValues 1, stateTransition next_phase 2 and assign_to_user 0.
 */
export function elementDefaults(type: TElementType): TElementSettings {
  return TYPE_DEFAULTS[type]?.() ?? {};
}

/**
 * The name of a new element: its type in lowercase (data names allow no capitals) plus a
 * running number, the first one not used anywhere in the schema, e.g. 'text3'.
 */
export function nextElementName(type: TElementType, schema: TSchema): string {
  const all = flattenSchema(schema);
  const taken = new Set(all.map(({ element }) => element.name));
  const base = type.toLowerCase();
  let n = all.filter(({ element }) => element.elementType === type).length + 1;
  while (taken.has(`${base}${n}`)) n++;
  return `${base}${n}`;
}

function randomUuid(): string {
  // Core has no DOM or Node typings; crypto.randomUUID exists in browsers, workers and Node 20.
  const cryptoApi = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (cryptoApi?.randomUUID) return cryptoApi.randomUUID();
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
    const r = Math.floor(Math.random() * 16);
    return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16);
  });
}

/**
 * A new element of this type for the given schema: a fresh uuid, the next free name
 * ({@link nextElementName}), an empty label, the type's defaults and, for input elements, the
 * optional rule (the editor's required switch starts off).
 */
export function createElement(
  type: TElementType,
  existingSchema: TSchema,
  options: { uuid?: () => string } = {},
): TElement {
  const element: TElement = {
    uuid: (options.uuid ?? randomUuid)(),
    name: nextElementName(type, existingSchema),
    label: '',
    elementType: type,
    ...elementDefaults(type),
  };
  return ELEMENT_CATALOGUE[type].isInput ? setRequired(element, false) : element;
}
