import type { TFeatureAction } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import {
  ActionIcon,
  Autocomplete,
  Button,
  Fieldset,
  Group,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { patchAt, removeAt } from './map-list';

type TCondition = NonNullable<TFeatureAction['conditions']>[number];
type TEffect = NonNullable<TFeatureAction['actions']>[number];

/** A new action: always, set a status still to be named. */
export function newFeatureAction(): TFeatureAction {
  return {
    conditions: [{ conditionType: 'always' }],
    conditionMethod: 'and',
    actions: [{ actionType: 'setStatus', status: '' }],
  };
}

/** One removable item of a nested list: a fieldset with its remove button at the bottom. */
function ListItem({
  legend,
  removeLabel,
  onRemove,
  children,
}: {
  legend: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <Fieldset legend={legend} p="sm">
      <Stack gap="xs">
        {children}
        <Group justify="flex-end">
          <ActionIcon
            size="lg"
            variant="subtle"
            color="red"
            aria-label={removeLabel}
            onClick={onRemove}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Stack>
    </Fieldset>
  );
}

function ConditionFields({
  condition,
  issueAt,
  onChange,
}: {
  condition: TCondition;
  issueAt: (field: string) => string | undefined;
  onChange: (patch: Partial<TCondition>) => void;
}) {
  const compares = condition.conditionType === 'dataValue';
  return (
    <>
      <Select
        label={ta('mapSettings.condition.type')}
        required
        allowDeselect={false}
        data={[
          { value: 'always', label: ta('mapSettings.condition.always') },
          { value: 'dataValue', label: ta('mapSettings.condition.dataValue') },
        ]}
        value={condition.conditionType ?? null}
        error={issueAt('conditionType')}
        onChange={(value) =>
          onChange(
            value === 'dataValue'
              ? { conditionType: 'dataValue', operator: condition.operator ?? '=' }
              : { conditionType: value === 'always' ? 'always' : undefined },
          )
        }
      />
      {compares && (
        <>
          <TextInput
            label={ta('mapSettings.condition.dataName')}
            required
            value={condition.dataName ?? ''}
            error={issueAt('dataName')}
            onChange={(event) => onChange({ dataName: event.currentTarget.value })}
          />
          <Select
            label={ta('mapSettings.condition.operator')}
            required
            allowDeselect={false}
            data={[{ value: '=', label: ta('mapSettings.condition.equals') }]}
            value={condition.operator ?? null}
            error={issueAt('operator')}
            onChange={(value) => onChange({ operator: value === '=' ? '=' : undefined })}
          />
          <TextInput
            label={ta('mapSettings.condition.value')}
            required
            value={
              condition.dataValue === undefined || condition.dataValue === null
                ? ''
                : String(condition.dataValue)
            }
            error={issueAt('dataValue')}
            onChange={(event) => onChange({ dataValue: event.currentTarget.value })}
          />
        </>
      )}
    </>
  );
}

/** And/or between the conditions, only offered once there are two to combine. */
function ConditionMethod({
  value,
  onChange,
}: {
  value: 'and' | 'or';
  onChange: (value: 'and' | 'or') => void;
}) {
  return (
    <Radio.Group
      label={ta('mapSettings.action.conditionMethod')}
      value={value}
      onChange={(next) => onChange(next === 'or' ? 'or' : 'and')}
    >
      <Stack gap="xs" mt={4}>
        <Radio value="and" label={ta('mapSettings.action.and')} />
        <Radio value="or" label={ta('mapSettings.action.or')} />
      </Stack>
    </Radio.Group>
  );
}

function EffectFields({
  effect,
  statuses,
  issueAt,
  onChange,
}: {
  effect: TEffect;
  statuses: string[];
  issueAt: (field: string) => string | undefined;
  onChange: (patch: Partial<TEffect>) => void;
}) {
  return (
    <>
      <Select
        label={ta('mapSettings.effect.type')}
        required
        allowDeselect={false}
        data={[
          { value: 'setStatus', label: ta('mapSettings.effect.setStatus') },
          { value: 'setHidden', label: ta('mapSettings.effect.setHidden') },
        ]}
        value={effect.actionType ?? null}
        error={issueAt('actionType')}
        onChange={(value) =>
          onChange({
            actionType: value === 'setStatus' || value === 'setHidden' ? value : undefined,
          })
        }
      />
      {effect.actionType === 'setStatus' && (
        <Autocomplete
          label={ta('mapSettings.effect.status')}
          required
          data={statuses}
          value={effect.status ?? ''}
          error={issueAt('status')}
          onChange={(status) => onChange({ status })}
        />
      )}
    </>
  );
}

/**
 * The map's feature actions: per action its conditions (always, or a data value equal to a value),
 * how they combine (and/or), and what to do (set a status, or hide). `statuses` are offered as
 * suggestions for a new status; `issueAt(path)` takes a path below one action's index.
 */
export function FeatureActionsEditor({
  actions,
  statuses,
  issueAt,
  onChange,
}: {
  actions: readonly TFeatureAction[];
  statuses: string[];
  issueAt: (path: string) => string | undefined;
  onChange: (actions: TFeatureAction[]) => void;
}) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {ta('mapSettings.action.intro')}
      </Text>
      {actions.map((action, a) => {
        const set = (patch: Partial<TFeatureAction>) => onChange(patchAt(actions, a, patch));
        const conditions = action.conditions ?? [];
        const effects = action.actions ?? [];
        return (
          <ListItem
            // Actions have no id of their own; their place is what identifies them here.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={a}
            legend={ta('mapSettings.action.legend', { n: a + 1 })}
            removeLabel={ta('mapSettings.action.remove', { n: a + 1 })}
            onRemove={() => onChange(removeAt(actions, a))}
          >
            {conditions.map((condition, c) => (
              <ListItem
                // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no id either
                key={c}
                legend={ta('mapSettings.condition.legend', { n: c + 1 })}
                removeLabel={ta('mapSettings.condition.remove', { n: c + 1 })}
                onRemove={() => set({ conditions: removeAt(conditions, c) })}
              >
                <ConditionFields
                  condition={condition}
                  issueAt={(field) => issueAt(`${a}.conditions.${c}.${field}`)}
                  onChange={(patch) => set({ conditions: patchAt(conditions, c, patch) })}
                />
              </ListItem>
            ))}
            <Group>
              <Button
                variant="light"
                size="xs"
                onClick={() => set({ conditions: [...conditions, { conditionType: 'always' }] })}
              >
                {ta('mapSettings.condition.add')}
              </Button>
            </Group>
            {conditions.length > 1 && (
              <ConditionMethod
                value={action.conditionMethod ?? 'and'}
                onChange={(conditionMethod) => set({ conditionMethod })}
              />
            )}
            {effects.map((effect, e) => (
              <ListItem
                // biome-ignore lint/suspicious/noArrayIndexKey: effects have no id either
                key={e}
                legend={ta('mapSettings.effect.legend', { n: e + 1 })}
                removeLabel={ta('mapSettings.effect.remove', { n: e + 1 })}
                onRemove={() => set({ actions: removeAt(effects, e) })}
              >
                <EffectFields
                  effect={effect}
                  statuses={statuses}
                  issueAt={(field) => issueAt(`${a}.actions.${e}.${field}`)}
                  onChange={(patch) => set({ actions: patchAt(effects, e, patch) })}
                />
              </ListItem>
            ))}
            <Group>
              <Button
                variant="light"
                size="xs"
                onClick={() =>
                  set({ actions: [...effects, { actionType: 'setStatus', status: '' }] })
                }
              >
                {ta('mapSettings.effect.add')}
              </Button>
            </Group>
          </ListItem>
        );
      })}
      <Group>
        <Button variant="light" onClick={() => onChange([...actions, newFeatureAction()])}>
          {ta('mapSettings.action.add')}
        </Button>
      </Group>
    </Stack>
  );
}
