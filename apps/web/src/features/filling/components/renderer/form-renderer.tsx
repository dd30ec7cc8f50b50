import type { TElement, TElementType, TSchema } from '@eform/core/elements';
import { t } from '@eform/core/messages';
import {
  type ComponentType,
  lazy,
  memo,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useState,
} from 'react';
import { useField } from '../../hooks/use-field';
import type { TFillMode, TFillStore } from '../../lib/fill-store/fill-store';
import { loadedFormulaEngine } from '../../lib/fill-store/formula-loader';
import {
  CheckboxMultipleElement,
  CheckboxSingleElement,
  RadioElement,
  SelectElement,
} from '../elements/choice-elements';
import type { TElementProps } from '../elements/element-props';
import { HeaderElement, ImageTagElement, StaticFileElement } from '../elements/layout-elements';
import { NumberElement, TextareaElement, TextElement } from '../elements/text-elements';
import {
  AutoIncrementElement,
  ComingLaterElement,
  LinkedFormElement,
  StateTransitionElement,
} from '../elements/value-elements';
import classes from './form-renderer.module.css';

// Elements with a widget of their own load only for forms that hold them: static text (the HTML
// sanitiser, htmlparser2), files and images (upload, resize, save-file), signature, the QR
// scanner, subforms (their item modal), search fields (the drop-down, its texts) and map, GPS and
// tracking fields (OpenLayers). The common fields stay in this chunk.
const StaticTextElement = lazy(() =>
  import('../elements/static-text-element').then((m) => ({ default: m.StaticTextElement })),
);
const FileElement = lazy(() =>
  import('../elements/file-element').then((m) => ({ default: m.FileElement })),
);
const SignatureElement = lazy(() =>
  import('../elements/signature-element').then((m) => ({ default: m.SignatureElement })),
);
const QrCodeScannerElement = lazy(() =>
  import('../elements/qr-code-element').then((m) => ({ default: m.QrCodeScannerElement })),
);
const SubformElement = lazy(() =>
  import('../elements/subform-element').then((m) => ({ default: m.SubformElement })),
);
const SearchElement = lazy(() =>
  import('../elements/search-element').then((m) => ({ default: m.SearchElement })),
);
// Map, GPS and tracking share their map (OpenLayers) in one chunk of its own.
const MapFieldElement = lazy(() =>
  import('../elements/map/map-elements').then((m) => ({ default: m.MapFieldElement })),
);

/**
 * Calculation and computed elements: their component comes with the formula engine, which a
 * screen loads before it shows a form holding them (useFormulaEngine). Without it (a screen that
 * did not wait) nothing shows until the store, having loaded it, computes.
 */
function FormulaElement(props: TElementProps<'calculation' | 'computed'>) {
  const Result = loadedFormulaEngine()?.FormulaResultElement;
  return Result ? <Result {...props} /> : null;
}

/** Each element type's component, typed by the element it is given: no casts needed. */
type TElementComponents = { [K in TElementType]: ComponentType<TElementProps<K>> };

/** The component of each element type. */
const ELEMENTS: TElementComponents = {
  header: HeaderElement,
  staticText: StaticTextElement,
  imageTag: ImageTagElement,
  staticFile: StaticFileElement,
  text: TextElement,
  email: TextElement,
  number: NumberElement,
  date: TextElement,
  time: TextElement,
  datetime: TextElement,
  decimal: NumberElement,
  textarea: TextareaElement,
  checkbox_single: CheckboxSingleElement,
  checkbox_multiple: CheckboxMultipleElement,
  radio: RadioElement,
  select: SelectElement,
  image: FileElement,
  file: FileElement,
  signature: SignatureElement,
  subform: SubformElement,
  linkedForm: LinkedFormElement,
  calculation: FormulaElement,
  computed: FormulaElement,
  qrCodeScanner: QrCodeScannerElement,
  autoIncrement: AutoIncrementElement,
  stateTransition: StateTransitionElement,
  map: MapFieldElement,
  gps: MapFieldElement,
  tracking: MapFieldElement,
  search: SearchElement,
};

/**
 * The component for an element type: the map's entry, typed by the same type, so an element of
 * that type can be handed to it. An unknown type (from a newer editor) shows 'comes later'.
 */
function elementComponent<K extends TElementType>(type: K): ComponentType<TElementProps<K>> {
  return ELEMENTS[type] ?? ComingLaterElement;
}

/** Element types admin mode does not allow inside a subform (doc 1 §6). */
const NOT_IN_ADMIN_SUBFORM: ReadonlySet<TElementType> = new Set([
  'map',
  'subform',
  'gps',
  'tracking',
]);

const ElementSlot = memo(function ElementSlot({
  element,
  store,
  mode,
  idPrefix,
}: {
  element: TElement;
  store: TFillStore;
  mode: TFillMode;
  idPrefix: string;
}) {
  const field = useField(store, element.name);
  const onChange = useCallback(
    (value: unknown) => store.setValue(element.name, value),
    [store, element.name],
  );
  if (field.hidden) return null;
  const Component = elementComponent(element.elementType);
  return (
    <div
      className={classes.field}
      hidden={field.visuallyHidden || undefined}
      data-element-type={element.elementType}
      data-name={element.name}
    >
      {/* Per element, so a lazily loaded widget never blanks the rest of the form. */}
      <Suspense fallback={<p className={classes.note}>{t('fill.element.loading')}</p>}>
        <Component
          element={element}
          store={store}
          mode={mode}
          field={field}
          id={`${idPrefix}-${element.uuid}`}
          onChange={onChange}
        />
      </Suspense>
    </div>
  );
});

/** Elements in the first render: more than a phone screen holds. */
export const FIRST_ELEMENTS = 12;
/** Elements added per later render. */
const MORE_ELEMENTS = 40;

/**
 * How many of `total` elements to render now: the first screenful at once, the rest in later
 * interruptible renders (transitions), so a long form is on screen and takes input before all
 * of it is built, and typing is never stuck behind building the rest (bench:fill).
 */
function useRenderedCount(total: number): number {
  const [count, setCount] = useState(() => Math.min(total, FIRST_ELEMENTS));
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => {
      startTransition(() => setCount((shown) => Math.min(total, shown + MORE_ELEMENTS)));
    }, 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}

export interface TFormRendererProps {
  store: TFillStore;
  /** Default: the store's mode. */
  mode?: TFillMode;
  /** Ids of inputs start with this; a subform modal uses its own so ids stay unique. */
  idPrefix?: string;
  /** Set inside a subform (admin mode leaves out map, subform, gps, tracking there). */
  nested?: boolean;
}

/**
 * Renders every element of the store's schema in fill, admin (the editor's preview) or readonly
 * mode, the first FIRST_ELEMENTS at once and the rest right after. Each element subscribes to its
 * own value, so typing re-renders only that field.
 */
export function FormRenderer({
  store,
  mode = store.mode,
  idPrefix = 'fill',
  nested,
}: TFormRendererProps) {
  const schema: TSchema =
    nested && mode === 'admin'
      ? store.schema.filter((element) => !NOT_IN_ADMIN_SUBFORM.has(element.elementType))
      : store.schema;
  const rendered = useRenderedCount(schema.length);
  return (
    <div className={classes.form} data-mode={mode}>
      {schema.slice(0, rendered).map((element) => (
        <ElementSlot
          key={element.uuid}
          element={element}
          store={store}
          mode={mode}
          idPrefix={idPrefix}
        />
      ))}
    </div>
  );
}
