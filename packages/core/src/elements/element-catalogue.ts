import type { TModule } from '../constants';
import { ELEMENT_TYPES, LAYOUT_ELEMENT_TYPES, type TElementType } from './element-types';

/** What the editor, the filler and the token list need to know about one element type. */
export interface TElementTypeMeta {
  /** Paid module the client needs before this element can be added; `null` when free. */
  module: TModule | null;
  /** Only an admin may add it. */
  adminOnly: boolean;
  /** Only a workflow form may hold it. */
  workflowOnly: boolean;
  /** May sit inside a subform. */
  allowedInSubform: boolean;
  /** May be chosen as a searchable field of the form. */
  searchable: boolean;
  /** Carries a value in a registration (layout elements do not). */
  isInput: boolean;
  /** Offers a list of options (label/value). */
  hasOptions: boolean;
}

const DISPLAY_ONLY: ReadonlySet<TElementType> = new Set(LAYOUT_ELEMENT_TYPES);
const NOT_IN_SUBFORM: ReadonlySet<TElementType> = new Set(['map', 'subform', 'gps', 'tracking']);
const NOT_SEARCHABLE: ReadonlySet<TElementType> = new Set(['file', 'image', 'linkedForm']);
const ADMIN_ONLY: ReadonlySet<TElementType> = new Set(['linkedForm', 'computed']);
const WITH_OPTIONS: ReadonlySet<TElementType> = new Set(['radio', 'select', 'checkbox_multiple']);
const MODULE_OF: Partial<Record<TElementType, TModule>> = {
  map: 'map_element',
  gps: 'location',
  tracking: 'tracking',
};

function metaOf(type: TElementType): TElementTypeMeta {
  const isInput = !DISPLAY_ONLY.has(type);
  return {
    module: MODULE_OF[type] ?? null,
    adminOnly: ADMIN_ONLY.has(type),
    workflowOnly: type === 'stateTransition',
    allowedInSubform: !NOT_IN_SUBFORM.has(type),
    // A layout element has no value to search in.
    searchable: isInput && !NOT_SEARCHABLE.has(type),
    isInput,
    hasOptions: WITH_OPTIONS.has(type),
  };
}

/** Per element type: premium module, admin-only, workflow-only, subform, search and input flags. */
export const ELEMENT_CATALOGUE: Readonly<Record<TElementType, TElementTypeMeta>> =
  Object.fromEntries(ELEMENT_TYPES.map((type) => [type, metaOf(type)])) as Record<
    TElementType,
    TElementTypeMeta
  >;

/**
 * Whether the element sits behind the premium wall: its type needs a module the client has not
 * enabled (map → map_element, gps → location, tracking → tracking).
 */
export function isElementLocked(type: TElementType, clientModules: readonly string[]): boolean {
  const module = ELEMENT_CATALOGUE[type].module;
  return module !== null && !clientModules.includes(module);
}

/** Who adds an element where: the facts {@link canAddElement} decides on. */
export interface TAddElementContext {
  /** The user is an admin (may add linkedForm and computed). */
  isAdmin: boolean;
  /** Type of the form being edited. */
  formType: 'default' | 'workflow';
  /** The element goes into a subform. */
  inSubform: boolean;
  /** Modules the current client has enabled. */
  modules: readonly string[];
}

/**
 * Whether the editor may add an element of this type here: not admin-only for a non-admin, not
 * workflow-only outside a workflow form, allowed in a subform when in one, and not locked.
 */
export function canAddElement(type: TElementType, ctx: TAddElementContext): boolean {
  const meta = ELEMENT_CATALOGUE[type];
  if (meta.adminOnly && !ctx.isAdmin) return false;
  if (meta.workflowOnly && ctx.formType !== 'workflow') return false;
  if (ctx.inSubform && !meta.allowedInSubform) return false;
  return !isElementLocked(type, ctx.modules);
}
