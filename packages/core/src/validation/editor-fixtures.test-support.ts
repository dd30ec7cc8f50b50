import { type TElementOf, type TElementType, ZElement } from '../elements';
import type { TEditorContext } from './editor-issue';
import { validateSchemaForEditor } from './validate-schema';

// Shared by the editor validation tests: a baseline of valid elements each case changes.

/** An editor context that allows everything: admin, workflow form, every module. */
export const ctx: TEditorContext = {
  isAdmin: true,
  formType: 'workflow',
  modules: ['map_element', 'location', 'tracking', 'word'],
};

/** A valid element of each type: the baseline every failing case changes one field of. */
export function validElement<T extends TElementType>(
  type: T,
  name = `${type.toLowerCase()}_a`,
): TElementOf<T> {
  const base = { name, label: 'Label', elementType: type, uuid: `uuid-${name}` };
  const extra: Record<string, unknown> = {
    radio: { options: [{ label: 'Ja', value: 'ja' }] },
    select: { options: [{ label: 'Ja', value: 'ja' }] },
    checkbox_multiple: { options: [{ label: 'Ja', value: 'ja' }] },
    map: {
      mapSettings: {
        center: { lat: 52.1, lon: 5.3 },
        zoomlevel: 7,
        mapLayers: [{ type: 'geojson', datasource_id: 'ds', loadingStrategy: 'preload' }],
      },
    },
    gps: { mapSettings: { minAccuracy: 25 } },
    search: { searchSettings: { datasourceId: 'ds', maxValues: 1 } },
    calculation: { formula: '1 + 1' },
    computed: { elementToWatch: 'x', parserType: 'sum' },
    linkedForm: { formId: 'f1' },
    subform: { registrationLabel: 'Item', subform: { schema: [] } },
    stateTransition: { next_phase: 2, assign_to_user: 0 },
  };
  return ZElement.parse({ ...base, ...((extra[type] as object) ?? {}) }) as TElementOf<T>;
}

/** The issues of a schema as 'path messageKey' strings. */
export function keysOf(schema: unknown[], context: TEditorContext = ctx): string[] {
  const issues = validateSchemaForEditor(ZElement.array().parse(schema), context);
  return issues.map((issue) => `${issue.path} ${issue.messageKey}`);
}

/** A valid element of `type` with some fields changed. */
export const m = (type: TElementType, patch: Record<string, unknown>) => ({
  ...validElement(type),
  ...patch,
});
/** A valid map element with some map settings changed. */
export const mapWith = (settings: Record<string, unknown>) =>
  m('map', { mapSettings: { ...validElement('map').mapSettings, ...settings } });
