import type { TElement, TSchema } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import type { TRule } from '@eform/core/rules';
import { Loader, Text } from '@mantine/core';
import { Suspense, use, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { loadFormRenderer, type TFillStore, type TFillValues } from '../../../filling';
import classes from './form-preview.module.css';

type TRendererModule = Awaited<ReturnType<typeof loadFormRenderer>>;
let rendererModule: Promise<TRendererModule> | undefined;
/** The filling renderer's chunk, asked for once. */
const renderer = () => {
  rendererModule ??= loadFormRenderer();
  return rendererModule;
};

/** What the preview shows: the schema and rules as they are in the editor now. */
export interface TFormPreviewProps {
  schema: TSchema;
  rules: readonly TRule[];
  /** A workflow form's rules may read the phase; the preview starts in phase 1. */
  formType: 'default' | 'workflow';
}

/**
 * The values entered in the previous preview that still fit: same data name, same element type
 * (a value of a removed text field must not land in a checkbox that took its name).
 */
function keptValues(previous: TFillStore | null, schema: TSchema): TFillValues {
  if (!previous) return {};
  const before = new Map<string, TElement>(previous.schema.map((e) => [e.name, e]));
  const raw = previous.getRawValues();
  const kept: TFillValues = {};
  for (const element of schema) {
    if (!(element.name in raw)) continue;
    if (before.get(element.name)?.elementType === element.elementType) {
      kept[element.name] = raw[element.name];
    }
  }
  return kept;
}

/**
 * A fill store per schema and rules (a store's schema is fixed), keeping what was typed into the
 * preview across edits. Files stay in the value (badInternetMode): the preview never uploads.
 */
function usePreviewStore(
  { createFillStore }: TRendererModule,
  { schema, rules, formType }: TFormPreviewProps,
): TFillStore {
  const previous = useRef<TFillStore | null>(null);
  const store = useMemo(
    () =>
      createFillStore({
        schema,
        rules,
        mode: 'admin',
        values: keptValues(previous.current, schema),
        phase: formType === 'workflow' ? '1' : undefined,
        badInternetMode: true,
      }),
    [createFillStore, schema, rules, formType],
  );
  useEffect(() => {
    const old = previous.current;
    previous.current = store;
    if (old && old !== store) old.dispose();
  }, [store]);
  useEffect(() => () => previous.current?.dispose(), []);
  return store;
}

/**
 * The live preview of the editor (doc 2 §2): the filler's renderer in admin mode (no submit, no
 * credits, nothing written), following the schema and rules. It takes them deferred, so typing
 * in the editor never waits for the preview to rebuild.
 */
export function FormPreview(props: TFormPreviewProps) {
  return (
    <Suspense fallback={<Loader size="sm" aria-label={ta('editorWorkspace.previewLoading')} />}>
      <Preview {...props} />
    </Suspense>
  );
}

const NOT_YET: TSchema = [];
const NO_RULES: readonly TRule[] = [];

function Preview(props: TFormPreviewProps) {
  const module = use(renderer());
  const { FormRenderer, useFormulaEngine } = module;
  // The first render too is deferred (it starts from no elements): a long form's preview is drawn
  // in the background, and the editor beside it takes clicks and keys meanwhile.
  const schema = useDeferredValue(props.schema, NOT_YET);
  const rules = useDeferredValue(props.rules, NO_RULES);
  // The first calculation added loads the formula engine; the preview before it stays meanwhile.
  useFormulaEngine(schema);
  const store = usePreviewStore(module, { schema, rules, formType: props.formType });
  if (schema === NOT_YET && props.schema.length > 0) {
    return <Loader size="sm" aria-label={ta('editorWorkspace.previewLoading')} />;
  }
  if (schema.length === 0) {
    return <Text c="dimmed">{ta('editorWorkspace.previewEmpty')}</Text>;
  }
  return (
    <div data-testid="form-preview" className={classes.preview}>
      <Text size="sm" c="dimmed" mb="sm">
        {ta('editorWorkspace.previewNote')}
      </Text>
      {/* Not keyed by store: elements that stay keep their widgets' state across a rebuild. */}
      <FormRenderer store={store} mode="admin" idPrefix="preview" />
    </div>
  );
}
