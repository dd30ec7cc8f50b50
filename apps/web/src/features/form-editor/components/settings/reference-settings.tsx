import { flattenSchema, isInputElement, PARSER_TYPES, type TElementOf } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { adminFormsQuery } from '../../../form-admin-kit';
import { ChoiceSetting } from './choice-setting';
import type { TSettingsProps } from './settings-props';

/** subform: the heading of each item (required) and the text that sums an item up. */
export function SubformSettings({
  element,
  change,
  messageAt,
}: TSettingsProps<TElementOf<'subform'>>) {
  return (
    <Stack>
      <TextInput
        label={ta('elementSettings.registrationLabel')}
        description={ta('elementSettings.registrationLabelHint')}
        required
        value={element.registrationLabel ?? ''}
        error={messageAt('registrationLabel')}
        onChange={(event) => change({ registrationLabel: event.currentTarget.value })}
      />
      <Textarea
        label={ta('elementSettings.summaryText')}
        description={ta('elementSettings.summaryTextHint')}
        autosize
        minRows={2}
        value={element.summaryText ?? ''}
        onChange={(event) => change({ summaryText: event.currentTarget.value })}
      />
    </Stack>
  );
}

/** linkedForm (admin only): the other form of the client it links to (required). */
export function LinkedFormSettings({
  element,
  change,
  messageAt,
  env,
  formId,
}: TSettingsProps<TElementOf<'linkedForm'>>) {
  const forms = useQuery({
    ...adminFormsQuery(env.clientId ?? 0),
    enabled: env.clientId !== null,
  });
  const data = useMemo(() => {
    const options = (forms.data ?? [])
      .filter((form) => form.form_id !== formId)
      .map((form) => ({ value: form.form_id, label: form.form_name }));
    // A linked form the list does not (yet) hold stays chosen rather than silently dropped.
    if (element.formId && !options.some((option) => option.value === element.formId))
      options.unshift({ value: element.formId, label: element.formId });
    return options;
  }, [forms.data, formId, element.formId]);
  return (
    <Select
      label={ta('elementSettings.linkedForm')}
      required
      searchable
      data={data}
      value={element.formId ?? null}
      placeholder={
        forms.isPending && env.clientId !== null
          ? ta('elementSettings.linkedFormLoading')
          : undefined
      }
      description={forms.isError ? ta('elementSettings.linkedFormFailed') : undefined}
      error={messageAt('formId')}
      onChange={(value) => change({ formId: value })}
    />
  );
}

/**
 * The elements a computed element can watch: every other input element of the main form by its
 * name, and each column of a subform as `subform.column` (doc 2 §5, core's parser-types).
 */
function watchOptions(schema: TSettingsProps['schema'], self: string) {
  return flattenSchema(schema)
    .filter(
      ({ element, scope }) =>
        element.uuid !== self && scope.length <= 1 && element.name && isInputElement(element),
    )
    .map(({ element, scope }) => {
      const label = element.label || element.name;
      const [subform] = scope;
      return subform
        ? {
            value: `${subform}.${element.name}`,
            label: ta('elementSettings.elementToWatchColumn', { subform, label }),
          }
        : { value: element.name, label };
    });
}

/** computed (admin only): the element it watches and the parser over its value, both required. */
export function ComputedSettings({
  element,
  change,
  messageAt,
  schema,
}: TSettingsProps<TElementOf<'computed'>>) {
  const data = useMemo(() => {
    const options = watchOptions(schema, element.uuid);
    const watched = element.elementToWatch;
    if (watched && !options.some((option) => option.value === watched))
      options.unshift({ value: watched, label: watched });
    return options;
  }, [schema, element.uuid, element.elementToWatch]);
  return (
    <Stack>
      <Select
        label={ta('elementSettings.elementToWatch')}
        description={ta('elementSettings.elementToWatchHint')}
        required
        searchable
        data={data}
        value={element.elementToWatch || null}
        error={messageAt('elementToWatch')}
        onChange={(value) => change({ elementToWatch: value ?? '' })}
      />
      <ChoiceSetting
        label={ta('elementSettings.parserType')}
        prefix="elementSettings.parserType"
        options={PARSER_TYPES}
        value={element.parserType ?? ''}
        onChange={(parserType) => change({ parserType })}
        error={messageAt('parserType')}
        required
      />
    </Stack>
  );
}
