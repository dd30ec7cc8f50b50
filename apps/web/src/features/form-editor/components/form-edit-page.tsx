import {
  editorReducer,
  elementAfterRemoval,
  initEditorState,
  isAdvanced,
  type TEditorAction,
  type TEditorState,
} from '@eform/core/editor';
import {
  findElement,
  randomUuid,
  type TElement,
  type TElementType,
  type TSchema,
} from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { deepEqual } from '@eform/core/rules';
import { canSaveSchema, validateSchemaForEditor } from '@eform/core/validation';
import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowDown } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { EditorLeaveGuard, elementTitle, FormPreview, useFormDetail } from '../../form-admin-kit';
import { useReturnFocus } from '../hooks/use-return-focus';
import { rowControl } from '../lib/row-focus';
import { AddElementPanel } from './add-element-panel';
import { ElementDialog } from './element-dialog';
import { ElementList, type TRowActions } from './element-list';
import { FavoriteSaveDialog } from './favorite-save-dialog';
import { MoveElementDialog } from './move-element-dialog';
import { RemoveElementDialog } from './remove-element-dialog';
import { SubformAdd } from './subform-add';
import { useEditorEnv } from './use-editor-context';

/** Ctrl+Z undoes, Ctrl+Shift+Z (or Ctrl+Y) redoes, outside text fields (they undo typing). */
function useUndoKeys(undo: () => void, redo: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"], [role="dialog"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);
}

/**
 * Keeps the editor in step with the stored form: once the form's schema equals the edited one
 * (this page's save, or 'Mijn versie opslaan' after a conflict) the editor is clean; after
 * 'Opnieuw laden' following a conflict, or when nothing was edited yet, the newest schema
 * replaces the editor's, as the conflict question promised. Other edits stay as they are.
 */
function useFollowSavedSchema(
  schema: TSchema,
  state: TEditorState,
  dispatch: (action: TEditorAction) => void,
  conflict: boolean,
) {
  const known = useRef(schema);
  const conflictSeen = useRef(false);
  if (conflict) conflictSeen.current = true;
  const stateRef = useRef(state);
  stateRef.current = state;
  useEffect(() => {
    if (schema === known.current) return;
    known.current = schema;
    const reloaded = conflictSeen.current && !conflict;
    if (!conflict) conflictSeen.current = false;
    const current = stateRef.current;
    if (deepEqual(schema, current.schema)) dispatch({ type: 'saved', schema });
    else if (reloaded || !current.dirty) dispatch({ type: 'load', schema });
  }, [schema, conflict, dispatch]);
}

/** The main 'Element toevoegen' panel, where the link 'Naar elementen toevoegen' leads. */
const PALETTE_ID = 'elementen-toevoegen';

/**
 * form_edit, the Aanpassen tab (doc 2 §2): the schema as a list to reorder, edit, duplicate and
 * remove, the 'Element toevoegen' panel, undo/redo, and 'Formulier opslaan' through the shell's
 * one save (its revision and conflict question), then on to the form view. Each dialog gives the
 * focus back to what opened it when it closes (or to the row that takes a removed one's place).
 */
export function FormEditPage() {
  const { form, save, saving, conflict } = useFormDetail();
  const navigate = useNavigate();
  const env = useEditorEnv(form);
  const [state, dispatch] = useReducer(editorReducer, form.schema, initEditorState);
  const [editing, setEditing] = useState<string | null>(null);
  // The element just added, until its dialog is applied: cancelling it takes the add back.
  const [added, setAdded] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [favoriting, setFavoriting] = useState<string | null>(null);
  const [moving, setMoving] = useState<string | null>(null);
  const [showIssues, setShowIssues] = useState(false);
  const [showPreview, setShowPreview] = useLocalStorage({
    key: 'eform-editor-preview',
    defaultValue: true,
  });
  const { opened: dialogOpened, closed: dialogClosed } = useReturnFocus();
  const palette = useRef<HTMLElement>(null);
  const leaving = useRef(false);
  const dirtyRef = useRef(state.dirty);
  dirtyRef.current = state.dirty;
  useFollowSavedSchema(form.schema, state, dispatch, conflict !== null);

  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  useUndoKeys(undo, redo);

  const issues = useMemo(() => validateSchemaForEditor(state.schema, env), [state.schema, env]);
  const actions: TRowActions = useMemo(() => {
    const opening = (open: (uuid: string) => void) => (uuid: string) => {
      dialogOpened();
      open(uuid);
    };
    return {
      onEdit: opening(setEditing),
      onDuplicate: (uuid) => dispatch({ type: 'duplicate', uuid }),
      onRemove: opening(setRemoving),
      onSaveFavorite: opening(setFavoriting),
      onMoveTo: opening(setMoving),
      onMove: (uuid, index) => dispatch({ type: 'move', uuid, index }),
    };
  }, [dialogOpened]);
  const add = useCallback(
    (elementType: TElementType, parentUuid: string | null = null) => {
      // A new element goes to the end and opens at once: a label is the first thing it needs.
      const uuid = randomUuid();
      dispatch({ type: 'add', elementType, parentUuid, newUuid: () => uuid });
      dialogOpened();
      setEditing(uuid);
      setAdded(uuid);
    },
    [dialogOpened],
  );
  const addFavorite = useCallback((element: TElement, parentUuid: string | null = null) => {
    dispatch({ type: 'insertCopy', element, parentUuid });
  }, []);
  const subformFooter = useCallback(
    (subform: TElement) => (
      <SubformAdd subform={subform} env={env} onAdd={add} onAddFavorite={addFavorite} />
    ),
    [env, add, addFavorite],
  );
  const at = (uuid: string | null) => (uuid ? findElement(state.schema, uuid)?.element : undefined);

  const onSave = async () => {
    if (!canSaveSchema(issues)) {
      setShowIssues(true);
      return;
    }
    const schema = state.schema;
    const saved = await save((current) => ({ ...current, schema }), {
      success: (form) => ta('editor.saved', { name: form.form_name }),
    });
    if (!saved) return;
    dispatch({ type: 'saved', schema: saved.schema });
    leaving.current = true;
    void navigate(`/admin/form/${encodeURIComponent(form.form_id)}`);
  };

  const edited = editing ? findElement(state.schema, editing)?.element : undefined;
  const errors = issues.filter((issue) => issue.severity === 'error');
  return (
    <Stack mt="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Button variant="default" onClick={undo} disabled={state.past.length === 0}>
            {ta('elementEditor.undo')}
          </Button>
          <Button variant="default" onClick={redo} disabled={state.future.length === 0}>
            {ta('elementEditor.redo')}
          </Button>
          <Switch
            label={ta('editorWorkspace.previewShow')}
            checked={showPreview}
            onChange={(event) => setShowPreview(event.currentTarget.checked)}
          />
          {/* Past a long list in one step (the rows are one Tab stop, the palette comes after). */}
          <Anchor
            href={`#${PALETTE_ID}`}
            size="sm"
            onClick={(event) => {
              event.preventDefault();
              palette.current?.focus();
            }}
          >
            <Group gap={4} component="span" wrap="nowrap">
              <IconArrowDown size={16} aria-hidden />
              {ta('elementEditor.toPalette')}
            </Group>
          </Anchor>
        </Group>
        <Button onClick={() => void onSave()} loading={saving}>
          {ta('editor.saveForm')}
        </Button>
      </Group>
      {showIssues && errors.length > 0 && (
        <Alert color="red" title={ta('elementEditor.cannotSave')} role="alert">
          <List size="sm">
            {errors.map((issue) => (
              <List.Item key={`${issue.path}-${issue.messageKey}`}>
                {labelAt(state.schema, issue.path)}: {issue.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {/* Two columns from 75em (1200 px); on a phone the preview follows the editor. */}
      <SimpleGrid cols={{ base: 1, lg: showPreview ? 2 : 1 }} spacing="lg">
        <Stack>
          {state.schema.length === 0 ? (
            <Text c="dimmed">{ta('elementEditor.empty')}</Text>
          ) : (
            <ElementList schema={state.schema} actions={actions} subformFooter={subformFooter} />
          )}
          <AddElementPanel
            ref={palette}
            id={PALETTE_ID}
            env={env}
            onAdd={(type) => add(type)}
            onAddFavorite={(element) => addFavorite(element)}
          />
        </Stack>
        {showPreview && (
          <Paper withBorder p="md" component="section" aria-labelledby="form-preview-title">
            <Title order={2} size="h4" id="form-preview-title" mb="xs">
              {ta('editorWorkspace.preview')}
            </Title>
            <FormPreview schema={state.schema} rules={form.rules} formType={form.form_type} />
          </Paper>
        )}
      </SimpleGrid>
      {edited && (
        <ElementDialog
          key={edited.uuid}
          formId={form.form_id}
          element={edited}
          advanced={isAdvanced(state, edited.uuid)}
          schema={state.schema}
          env={env}
          onClose={() => {
            // A new element whose dialog is cancelled was never wanted: no empty row is left.
            if (added === edited.uuid) dispatch({ type: 'undo' });
            setEditing(null);
            setAdded(null);
            dialogClosed(() => rowControl(edited.uuid, 'edit') ?? palette.current);
          }}
          onApply={(element: TElement, advanced: boolean) => {
            dispatch({ type: 'update', element, advanced });
            setEditing(null);
            setAdded(null);
            dialogClosed(() => rowControl(element.uuid, 'edit'));
          }}
        />
      )}
      <RemoveElementDialog
        element={at(removing)}
        onClose={() => {
          setRemoving(null);
          if (removing) dialogClosed(() => rowControl(removing, 'remove'));
        }}
        onConfirm={(uuid) => {
          const next = elementAfterRemoval(state.schema, uuid);
          dispatch({ type: 'remove', uuid });
          setRemoving(null);
          dialogClosed(() => (next ? rowControl(next, 'remove') : palette.current));
        }}
      />
      <FavoriteSaveDialog
        element={at(favoriting)}
        clientId={env.clientId}
        onClose={() => {
          setFavoriting(null);
          if (favoriting) dialogClosed(() => rowControl(favoriting, 'more'));
        }}
      />
      <MoveElementDialog
        element={at(moving)}
        schema={state.schema}
        onClose={() => {
          setMoving(null);
          if (moving) dialogClosed(() => rowControl(moving, 'more'));
        }}
        onMove={(uuid, parentUuid, target) => {
          const label = elementTitle(at(uuid) as TElement);
          dispatch({ type: 'move', uuid, parentUuid, index: Number.MAX_SAFE_INTEGER });
          setMoving(null);
          dialogClosed(() => rowControl(uuid, 'more'));
          notifications.show({ message: ta('editorWorkspace.moved', { label, target }) });
        }}
      />
      <EditorLeaveGuard shouldAsk={() => dirtyRef.current && !leaving.current} />
    </Stack>
  );
}

/**
 * The title of the element an issue path names, at any depth ('3.label' → element 3,
 * '2.subform.schema.0.label' → the first child of element 2).
 */
function labelAt(schema: TSchema, path: string): string {
  let level: TSchema = schema;
  let element: TElement | undefined;
  const parts = path.split('.');
  for (let i = 0; i < parts.length; i++) {
    const index = Number(parts[i]);
    if (!Number.isInteger(index)) break;
    element = level[index];
    if (!element || parts[i + 1] !== 'subform' || parts[i + 2] !== 'schema') break;
    level = element.elementType === 'subform' ? (element.subform?.schema ?? []) : [];
    i += 2;
  }
  return element ? elementTitle(element) : '';
}
