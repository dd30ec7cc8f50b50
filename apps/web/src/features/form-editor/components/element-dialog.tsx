import { withDerivedNames } from '@eform/core/editor';
import {
  findElement,
  flattenSchema,
  isInputElement,
  isRequired,
  replaceElement,
  setRequired,
  type TElement,
  type TSchema,
} from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { te } from '@eform/core/messages/editor';
import { type TEditorIssue, validateSchemaForEditor } from '@eform/core/validation';
import { Alert, Button, Fieldset, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { Dialog } from '../../../ui/dialog';
import { typeName } from '../../form-admin-kit';
import { OptionsEditor, type TOption } from './options-editor';
import { CommonFlags, settingsPanelFor } from './settings/settings-panels';
import type { TEditorEnv } from './use-editor-context';

type TDraft = { element: TElement; advanced: boolean };

/** The issues of the draft element (at any depth of the schema), by field path below it. */
function issuesOf(schema: TSchema, draft: TElement, env: TEditorEnv) {
  const found = findElement(schema, draft.uuid);
  const prefix = `${found ? found.indexPath.join('.subform.schema.') : ''}.`;
  const byField = new Map<string, TEditorIssue>();
  for (const issue of validateSchemaForEditor(replaceElement(schema, draft.uuid, draft), env)) {
    if (!issue.path.startsWith(prefix)) continue;
    const field = issue.path.slice(prefix.length);
    if (!byField.has(field)) byField.set(field, issue);
  }
  // Core reports a repeated name at its second use only; here the edited element is the one.
  const clash = flattenSchema(schema).some(
    ({ element: other }) => other.uuid !== draft.uuid && other.name === draft.name,
  );
  if (clash && !byField.has('name'))
    byField.set('name', {
      path: `${prefix}name`,
      messageKey: 'element.dataNameNotUnique',
      message: te('element.dataNameNotUnique'),
      severity: 'error',
    });
  return byField;
}

/**
 * The settings every element has (doc 2 §3, §5): label (header text for a header), data name
 * following the label until 'Geavanceerd', help text, the required switch for input elements,
 * the options of radio, select and checkbox_multiple, then the settings of the element's own
 * type and the remember/visually hidden flags. Edits stay in the dialog until 'Toepassen', so one
 * dialog is one undo step. While a settings panel uploads a file the dialog cannot close (doc 2
 * §5): every way out (Escape, the cross, outside, 'Annuleren') shows why instead.
 */
export function ElementDialog({
  element,
  advanced,
  schema,
  env,
  formId = '',
  onApply,
  onClose,
}: {
  element: TElement;
  advanced: boolean;
  schema: TSchema;
  env: TEditorEnv;
  /** The form being edited (uploads and the user list of a state transition need it). */
  formId?: string;
  onApply: (element: TElement, advanced: boolean) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<TDraft>({ element, advanced });
  const [tried, setTried] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [closeRefused, setCloseRefused] = useState(false);
  const issues = useMemo(() => issuesOf(schema, draft.element, env), [schema, draft.element, env]);
  const change = (patch: Partial<TElement>, nextAdvanced = draft.advanced) =>
    setDraft({
      advanced: nextAdvanced,
      element: withDerivedNames({ ...draft.element, ...patch } as TElement, schema, nextAdvanced),
    });
  // Missing values are shown once the user tries to apply; a clashing name at once.
  const messageAt = (field: string) => {
    const issue = issues.get(field);
    if (!issue) return undefined;
    return tried || field === 'name' ? issue.message : undefined;
  };
  const current = draft.element;
  const options = 'options' in current ? (current.options as TOption[] | undefined) : undefined;
  const apply = () => {
    setTried(true);
    if (uploading || [...issues.values()].some((issue) => issue.severity === 'error')) return;
    onApply(current, draft.advanced);
  };
  // Stable, so a panel may report from an effect that depends on it.
  const reportUploading = useCallback((busy: boolean) => {
    setUploading(busy);
    if (!busy) setCloseRefused(false);
  }, []);
  const close = () => {
    if (uploading) setCloseRefused(true);
    else onClose();
  };
  const Panel = settingsPanelFor(current.elementType);
  // On a phone the settings get the whole screen rather than a narrow box with margins.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Dialog
      opened
      onClose={close}
      size={800}
      fullScreen={phone}
      title={ta('elementEditor.dialogTitle', { type: typeName(current.elementType) })}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <Stack>
          <TextInput
            label={ta(
              current.elementType === 'header'
                ? 'elementEditor.field.headerText'
                : 'elementEditor.field.label',
            )}
            required
            data-autofocus
            value={current.label ?? ''}
            error={messageAt('label')}
            onChange={(event) => change({ label: event.currentTarget.value })}
          />
          <Switch
            label={ta('elementEditor.field.advanced')}
            checked={draft.advanced}
            onChange={(event) => change({}, event.currentTarget.checked)}
          />
          <TextInput
            label={ta('elementEditor.field.dataName')}
            description={draft.advanced ? undefined : ta('elementEditor.field.dataNameHint')}
            required
            readOnly={!draft.advanced}
            value={current.name}
            error={messageAt('name')}
            onChange={(event) => change({ name: event.currentTarget.value })}
          />
          <Textarea
            label={ta('elementEditor.field.help')}
            autosize
            minRows={2}
            value={current.help ?? ''}
            onChange={(event) => change({ help: event.currentTarget.value })}
          />
          {isInputElement(current) && (
            <Switch
              label={ta('elementEditor.field.required')}
              checked={isRequired(current)}
              onChange={(event) =>
                setDraft({
                  ...draft,
                  element: setRequired(current, event.currentTarget.checked),
                })
              }
            />
          )}
          {options && (
            <OptionsEditor
              options={options}
              advanced={draft.advanced}
              listIssue={messageAt('options')}
              issueAt={(i, field) =>
                messageAt(`options.${i}.${field}`) ??
                (field === 'value' ? issues.get(`options.${i}.value`)?.message : undefined)
              }
              onChange={(next) => change({ options: next } as Partial<TElement>)}
            />
          )}
          {Panel && (
            <Fieldset legend={ta('elementSettings.legend')}>
              <Panel
                element={current}
                change={(patch) => change(patch)}
                messageAt={messageAt}
                env={env}
                schema={schema}
                formId={formId}
                setUploading={reportUploading}
              />
            </Fieldset>
          )}
          <CommonFlags element={current} change={(patch) => change(patch as Partial<TElement>)} />
          {/* Placement issues (admin only, workflow only, one transition per phase) have no field. */}
          {messageAt('elementType') && (
            <Alert color="red" role="alert">
              {messageAt('elementType')}
            </Alert>
          )}
          {uploading && closeRefused && (
            <Alert color="orange" role="alert">
              {te('element.uploadInProgress')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {ta('elementEditor.cancel')}
            </Button>
            <Button type="submit" disabled={uploading}>
              {ta('elementEditor.apply')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
