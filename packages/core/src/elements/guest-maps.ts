import type { TElement, TSchema } from './element-schema';
import type { TMapSettings } from './settings-schema';
import { flattenSchema } from './walk-schema';

/** A map element, as a schema holds it. */
export type TMapElement = Extract<TElement, { elementType: 'map' }>;

/**
 * The map elements whose public map is on (`mapSettings.guest_map_enabled`, doc 3 §2 'Public
 * and tracking maps'), depth first, also inside (nested) subforms: the maps a guest may open at
 * /guest/map/{form_id}/{element_name}.
 */
export function guestMapElements(schema: TSchema): TMapElement[] {
  return flattenSchema(schema).flatMap(({ element }) =>
    element.elementType === 'map' && element.mapSettings?.guest_map_enabled === true
      ? [element]
      : [],
  );
}

/**
 * The public map element named `name`: the first one depth first whose public map is on.
 * Data names are unique per level only, so a subform may hold another element of that name.
 */
export function findGuestMapElement(schema: TSchema, name: string): TMapElement | undefined {
  return guestMapElements(schema).find((element) => element.name === name);
}

/**
 * The datasource a public map shows: its FIRST layer's (the guest map answer names one
 * datasource, doc 3 §3), as the element stores it (numeric id or uuid, as text); null when
 * that layer has none.
 */
export function guestMapDatasourceRef(settings: TMapSettings | undefined): string | null {
  const ref = settings?.mapLayers?.[0]?.datasource_id;
  if (ref === undefined || ref === null) return null;
  const text = String(ref).trim();
  return text === '' ? null : text;
}

/**
 * The data columns a public map hands out of each feature (issue 32): every column when the
 * element shows them (showDataColumns), else only those its feature actions test (the map
 * needs them to colour and hide features), and nothing else of the datasource.
 */
export function guestMapColumns(settings: TMapSettings | undefined): 'all' | ReadonlySet<string> {
  if (settings?.showDataColumns === true) return 'all';
  const names = (settings?.featureActions ?? []).flatMap((action) =>
    (action.conditions ?? []).flatMap((condition) =>
      condition.conditionType === 'dataValue' && condition.dataName ? [condition.dataName] : [],
    ),
  );
  return new Set(names);
}

/** A feature's data with only `columns` (see {@link guestMapColumns}). */
export function pickGuestMapData(
  data: Readonly<Record<string, string>>,
  columns: 'all' | ReadonlySet<string>,
): Record<string, string> {
  if (columns === 'all') return { ...data };
  return Object.fromEntries(Object.entries(data).filter(([name]) => columns.has(name)));
}

/**
 * Whether the element's feature actions may change a feature's status (setStatus): then the
 * status a visitor filters on is known only after the actions ran, on the map itself, and the
 * server cannot filter by it.
 */
export function mapActionsSetStatus(settings: TMapSettings | undefined): boolean {
  return (settings?.featureActions ?? []).some((action) =>
    (action.actions ?? []).some((todo) => todo.actionType === 'setStatus'),
  );
}
