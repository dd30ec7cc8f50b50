import { FILL_DEBOUNCE_MS, SUBFORM_CLOSE_LOCK_MS } from '@eform/core/constants';
import type { TElement, TSchema } from '@eform/core/elements';
import { needsFormulas } from '@eform/core/formula';
import { createRulesEvaluator, type TRule, type TRulesEvaluator } from '@eform/core/rules';
import { type TValueErrors, validateValues } from '@eform/core/validation';
import type { TUploadFile } from '../../api/upload-file';
import { loadedFormulaEngine, loadFormulaEngine } from './formula-loader';
import { readRemembered, writeRemembered } from './remembered-input';

/** fill: a person fills in; admin: the editor's preview (doc 1 §6 admin mode); readonly: a view. */
export type TFillMode = 'fill' | 'admin' | 'readonly';

/** Values of a form keyed by data name; subforms as lists of item records. Plain JSON. */
export type TFillValues = Record<string, unknown>;

/** What one element shows: its value, whether rules hide it, and its field messages. */
export interface TFieldSnapshot {
  value: unknown;
  /** Hidden by a rule: not rendered, not required. */
  hidden: boolean;
  /** Visually hidden (schema or rule): not shown, value kept and sent. */
  visuallyHidden: boolean;
  /** Field messages, shown once the form was validated. */
  errors: readonly string[] | undefined;
}

/** Form-wide state the fill screen needs (submit button, autosave). */
export interface TFillStatus {
  /** A subform modal is open (autosave waits). */
  subformOpen: boolean;
  /** A subform closed less than 1 s ago: submit stays disabled (doc 1 §2.9). */
  subformLocked: boolean;
  /** Uploads still running. */
  pendingUploads: number;
}

/** Visibility of one subform item. */
export type TItemVisibility = { hidden: Set<string>; visuallyHidden: Set<string> };

/** Rules and calculations applied to values. */
export type TDerived = {
  values: TFillValues;
  hidden: ReadonlySet<string>;
  visuallyHidden: ReadonlySet<string>;
  /** Visibility per item of each subform with rules. */
  subforms?: Record<string, TItemVisibility[]>;
};

/** How a store applies rules and calculations; a subform item's store asks the main form's. */
export type TDerive = (values: TFillValues) => TDerived;

export interface TFillStoreOptions {
  schema: TSchema;
  rules?: readonly TRule[];
  values?: TFillValues;
  mode: TFillMode;
  /** Workflow phase, read by rule conditions on 'registration_phase'. */
  phase?: string | number;
  /** The form's id: uploads name it. */
  formId?: string;
  /** The registration shown read-only, if any: a track's map link names it. */
  registrationId?: string;
  /** The form's bad_internet_mode: files stay base64 in the value instead of uploading. */
  badInternetMode?: boolean;
  /** The guest link the form is filled through: its search and map fields read through it. */
  guestId?: string;
  /** Uploads a file (default: XHR to /api/file-upload/form; tests pass their own). */
  uploadFile?: TUploadFile;
  /** Replaces the rules + calculations pass (subform items, see {@link TDerive}). */
  derive?: TDerive;
  /** Now, for date defaults and remembered input (tests). */
  now?: () => Date;
}

export interface TFillStore {
  readonly schema: TSchema;
  readonly mode: TFillMode;
  readonly options: Readonly<TFillStoreOptions>;
  /** Listens to one element (by data name); answers the unsubscribe. */
  subscribe(name: string, listener: () => void): () => void;
  /** The element's snapshot; the same object until something about it changes. */
  getSnapshot(name: string): TFieldSnapshot;
  subscribeStatus(listener: () => void): () => void;
  getStatus(): TFillStatus;
  /** The whole fill state as plain JSON: values after rules' set actions and calculations. */
  getValues(): TFillValues;
  /** The values as entered, before rules and calculations (not a copy: do not change). */
  getRawValues(): Readonly<TFillValues>;
  setValue(name: string, value: unknown): void;
  /**
   * Checks every shown element with core's validateValues; shows field messages. What elements
   * hold back (see {@link holdInput}) is added to the values first: a send checks, then sends.
   */
  validate(): boolean;
  /**
   * An element that gathers input before it sets its value (the tracking field's 15 s buffer)
   * hands in how to add it now; answers the release.
   */
  holdInput(commit: () => void): () => void;
  /** Messages by path (subform items as `name.index.child`, index 0-based). */
  getErrors(): TValueErrors;
  /** Visibility of each item of subform `name`, in item order (from the main form's rules). */
  getSubformVisibility(name: string): TItemVisibility[];
  reset(values?: TFillValues): void;
  isDirty(): boolean;
  hasPendingUploads(): boolean;
  /** Counts a running upload; call the answer when it ends. */
  beginUpload(): () => void;
  /** Marks a subform modal open or closed (closing starts the 1 s lock). */
  setSubformOpen(open: boolean): void;
  /** Runs the pending rules and calculations pass now instead of after 50 ms. */
  flush(): void;
  /** Rules and calculations on other values, without changing the store (a subform item's modal). */
  deriveFor: TDerive;
  dispose(): void;
}

const EMPTY: TFieldSnapshot = Object.freeze({
  value: undefined,
  hidden: false,
  visuallyHidden: false,
  errors: undefined,
}) as TFieldSnapshot;

const pad = (n: number) => String(n).padStart(2, '0');

/** The value defaultDateNow gives: as the native date, time and datetime-local inputs write it. */
export function dateNowValue(type: 'date' | 'time' | 'datetime', now: Date): string {
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const time = `${pad(now.getHours())}:${pad(now.getMinutes())}`;
  if (type === 'date') return date;
  if (type === 'time') return time;
  return `${date}T${time}`;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function initialValues(options: TFillStoreOptions, given: TFillValues | undefined): TFillValues {
  const values: TFillValues = { ...(given ?? {}) };
  if (options.mode !== 'fill') return values;
  const now = options.now?.() ?? new Date();
  for (const element of options.schema) {
    if (!isBlank(values[element.name])) continue;
    if ('rememberInput' in element && element.rememberInput) {
      const remembered = readRemembered(element.uuid, now.getTime());
      if (remembered !== undefined) {
        values[element.name] = remembered;
        continue;
      }
    }
    if (
      (element.elementType === 'date' ||
        element.elementType === 'time' ||
        element.elementType === 'datetime') &&
      element.defaultDateNow
    ) {
      values[element.name] = dateNowValue(element.elementType, now);
    }
  }
  return values;
}

function schemaVisuallyHidden(schema: TSchema): Set<string> {
  return new Set(schema.filter((e) => e.visuallyHidden).map((e) => e.name));
}

function sameErrors(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((message, i) => message === b[i]);
}

/**
 * The fill state of one form, outside React: each element subscribes to its own data name, so
 * typing re-renders that field only. Rules (prepared once) and calculations run 50 ms after the
 * last change, never while a key is handled. Calculations need the formula engine loaded
 * (formula-loader.ts): a screen waits for it first (useFormulaEngine).
 */
export function createFillStore(options: TFillStoreOptions): TFillStore {
  const { schema, mode } = options;
  const byName = new Map<string, TElement>(schema.map((e) => [e.name, e]));
  const listeners = new Map<string, Set<() => void>>();
  const heldInputs = new Set<() => void>();
  const statusListeners = new Set<() => void>();
  const rememberedElements = schema.filter(
    (e) => mode === 'fill' && 'rememberInput' in e && e.rememberInput,
  );
  const computes = needsFormulas(schema);
  let evaluator: TRulesEvaluator | undefined;
  try {
    evaluator =
      options.derive || !options.rules?.length
        ? undefined
        : createRulesEvaluator(schema, options.rules);
  } catch (error) {
    // A broken rule (unknown operator) must not stop anyone filling in; the editor reports it.
    console.error('Rules of this form cannot be evaluated', error);
  }
  const staticHidden = schemaVisuallyHidden(schema);

  let initial = initialValues(options, options.values);
  let raw: TFillValues = initial;
  let effective: TFillValues = raw;
  let hidden: ReadonlySet<string> = new Set();
  let visuallyHidden: ReadonlySet<string> = staticHidden;
  let subformVisibility: Record<string, TItemVisibility[]> = {};
  let errors: TValueErrors = {};
  let validated = false;
  let dirty = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let changedRemembered = new Set<string>();
  const snapshots = new Map<string, TFieldSnapshot>();
  let status: TFillStatus = { subformOpen: false, subformLocked: false, pendingUploads: 0 };
  let lockTimer: ReturnType<typeof setTimeout> | undefined;

  const deriveFor: TDerive = (values) => {
    if (options.derive) return options.derive(values);
    let ruled = values;
    let ruleHidden: ReadonlySet<string> = new Set();
    let ruleVisuallyHidden: ReadonlySet<string> = staticHidden;
    let subforms: Record<string, TItemVisibility[]> = {};
    if (evaluator) {
      try {
        const result = evaluator(values, { phase: options.phase });
        ruled = result.values as TFillValues;
        ruleHidden = result.hidden;
        ruleVisuallyHidden = new Set([...result.visuallyHidden, ...staticHidden]);
        subforms = result.subforms;
      } catch (error) {
        console.error('Rules of this form cannot be evaluated', error);
      }
    }
    const calculateAll = computes ? loadedFormulaEngine()?.calculateAll : undefined;
    return {
      values: calculateAll ? calculateAll(schema, ruled) : { ...ruled },
      hidden: ruleHidden,
      visuallyHidden: ruleVisuallyHidden,
      subforms,
    };
  };

  function hiddenPaths(): string[] {
    const paths = [...hidden];
    for (const [name, items] of Object.entries(subformVisibility)) {
      items.forEach((item, index) => {
        for (const child of item.hidden) paths.push(`${name}.${index}.${child}`);
      });
    }
    return paths;
  }

  function runValidation() {
    errors = validateValues(schema, effective, {
      hidden: hiddenPaths(),
      isAdmin: mode === 'admin',
      // What a person typed: a number such as '1.234' (1234 or 1,234?) is asked about.
      typed: true,
    });
  }

  function snapshotOf(name: string): TFieldSnapshot {
    return {
      value: effective[name],
      hidden: hidden.has(name),
      visuallyHidden: visuallyHidden.has(name),
      errors: validated ? errors[name] : undefined,
    };
  }

  /** Replaces the snapshots that changed and tells their listeners. */
  function publish(names: Iterable<string>) {
    const changed: string[] = [];
    for (const name of names) {
      const before = snapshots.get(name);
      const next = snapshotOf(name);
      if (
        before &&
        before.value === next.value &&
        before.hidden === next.hidden &&
        before.visuallyHidden === next.visuallyHidden &&
        sameErrors(before.errors, next.errors)
      ) {
        continue;
      }
      snapshots.set(name, next);
      changed.push(name);
    }
    for (const name of changed) for (const listener of listeners.get(name) ?? []) listener();
  }

  function derive() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const result = deriveFor(raw);
    effective = result.values;
    hidden = result.hidden;
    visuallyHidden = result.visuallyHidden;
    subformVisibility = result.subforms ?? {};
    if (validated) runValidation();
    for (const name of changedRemembered) {
      const element = byName.get(name);
      if (element) writeRemembered(element.uuid, raw[name], options.now?.().getTime());
    }
    changedRemembered = new Set();
    publish(byName.keys());
  }

  function setStatus(next: Partial<TFillStatus>) {
    status = { ...status, ...next };
    for (const listener of statusListeners) listener();
  }

  derive();
  // Screens wait for the formula engine before they make a store (useFormulaEngine); a store
  // made without it still computes as soon as the engine is there, and every element is told
  // (the calculations' component came with the engine too).
  if (computes && !loadedFormulaEngine()) {
    void loadFormulaEngine().then(
      () => {
        snapshots.clear();
        derive();
      },
      () => undefined,
    );
  }

  return {
    schema,
    mode,
    options,
    subscribe(name, listener) {
      let set = listeners.get(name);
      if (!set) {
        set = new Set();
        listeners.set(name, set);
      }
      set.add(listener);
      return () => set.delete(listener);
    },
    getSnapshot(name) {
      return snapshots.get(name) ?? EMPTY;
    },
    subscribeStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    getStatus: () => status,
    getValues() {
      if (timer !== undefined) derive();
      return structuredClone(effective);
    },
    getRawValues: () => raw,
    setValue(name, value) {
      if (mode === 'readonly') return;
      raw = { ...raw, [name]: value };
      // The field shows what was typed at once; rules and calculations follow 50 ms later.
      effective = { ...effective, [name]: value };
      dirty = true;
      if (rememberedElements.some((e) => e.name === name)) changedRemembered.add(name);
      publish([name]);
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(derive, FILL_DEBOUNCE_MS);
    },
    validate() {
      for (const commit of heldInputs) commit();
      derive();
      validated = true;
      runValidation();
      publish(byName.keys());
      return Object.keys(errors).length === 0;
    },
    holdInput(commit) {
      heldInputs.add(commit);
      return () => heldInputs.delete(commit);
    },
    getErrors: () => errors,
    getSubformVisibility: (name) => subformVisibility[name] ?? [],
    reset(values) {
      initial = initialValues(options, values);
      raw = initial;
      validated = false;
      dirty = false;
      errors = {};
      derive();
    },
    isDirty: () => dirty,
    hasPendingUploads: () => status.pendingUploads > 0,
    beginUpload() {
      setStatus({ pendingUploads: status.pendingUploads + 1 });
      let done = false;
      return () => {
        if (done) return;
        done = true;
        setStatus({ pendingUploads: status.pendingUploads - 1 });
      };
    },
    setSubformOpen(open) {
      if (lockTimer !== undefined) clearTimeout(lockTimer);
      lockTimer = undefined;
      if (open) {
        setStatus({ subformOpen: true, subformLocked: false });
        return;
      }
      setStatus({ subformOpen: false, subformLocked: true });
      lockTimer = setTimeout(() => {
        lockTimer = undefined;
        setStatus({ subformLocked: false });
      }, SUBFORM_CLOSE_LOCK_MS);
    },
    flush() {
      if (timer !== undefined) derive();
    },
    deriveFor,
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      if (lockTimer !== undefined) clearTimeout(lockTimer);
      timer = undefined;
      listeners.clear();
      statusListeners.clear();
      heldInputs.clear();
    },
  };
}
