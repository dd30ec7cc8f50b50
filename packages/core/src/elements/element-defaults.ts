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
import { isInputElement } from './element-guards';
import type { TElementOf, TSchema } from './element-schema';
import type { TElementType } from './element-types';
import { randomUuid, type TUuidOptions } from './element-uuids';
import type { TMapSettings } from './settings-schema';
import { setRequired } from './validation-rules';
import { flattenSchema } from './walk-schema';

/**
 * Settings of an element of type `T`, without the identity fields every element has. For a
 * union of types it is the union of their settings.
 */
export type TElementSettings<T extends TElementType = TElementType> = T extends TElementType
  ? Partial<Omit<TElementOf<T>, 'uuid' | 'name' | 'elementType'>>
  : never;

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

const TYPE_DEFAULTS: { [T in TElementType]?: () => TElementSettings<T> } = {
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
  // No parser until one is chosen: the editor reports it as required.
  computed: () => ({ elementToWatch: '' }),
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
export function elementDefaults<T extends TElementType>(type: T): TElementSettings<T> {
  return (TYPE_DEFAULTS[type]?.() ?? {}) as TElementSettings<T>;
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

/**
 * A new element of this type for the given schema: a fresh uuid, the next free name
 * ({@link nextElementName}), an empty label, the type's defaults and, for input elements, the
 * optional rule (the editor's required switch starts off).
 */
export function createElement<T extends TElementType>(
  type: T,
  existingSchema: TSchema,
  options: TUuidOptions = {},
): TElementOf<T> {
  // The type's defaults fit its own schema; TypeScript cannot follow that through the generic.
  const element = {
    uuid: (options.uuid ?? randomUuid)(),
    name: nextElementName(type, existingSchema),
    label: '',
    elementType: type,
    ...elementDefaults(type),
  } as unknown as TElementOf<T>;
  return (isInputElement(element) ? setRequired(element, false) : element) as TElementOf<T>;
}
