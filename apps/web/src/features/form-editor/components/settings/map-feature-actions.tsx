import type { TFeatureAction } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { Autocomplete, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { ItemList } from './map-item-list';

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
      <ItemList
        items={actions}
        legend={(n) => ta('mapSettings.action.legend', { n })}
        removeLabel={(n) => ta('mapSettings.action.remove', { n })}
        addLabel={ta('mapSettings.action.add')}
        newItem={newFeatureAction}
        onChange={onChange}
      >
        {(action, a, set) => (
          <>
            <ItemList
              items={action.conditions ?? []}
              legend={(n) => ta('mapSettings.condition.legend', { n })}
              removeLabel={(n) => ta('mapSettings.condition.remove', { n })}
              addLabel={ta('mapSettings.condition.add')}
              newItem={(): TCondition => ({ conditionType: 'always' })}
              small
              onChange={(conditions) => set({ conditions })}
            >
              {(condition, c, patch) => (
                <ConditionFields
                  condition={condition}
                  issueAt={(field) => issueAt(`${a}.conditions.${c}.${field}`)}
                  onChange={patch}
                />
              )}
            </ItemList>
            {(action.conditions?.length ?? 0) > 1 && (
              <ConditionMethod
                value={action.conditionMethod ?? 'and'}
                onChange={(conditionMethod) => set({ conditionMethod })}
              />
            )}
            <ItemList
              items={action.actions ?? []}
              legend={(n) => ta('mapSettings.effect.legend', { n })}
              removeLabel={(n) => ta('mapSettings.effect.remove', { n })}
              addLabel={ta('mapSettings.effect.add')}
              newItem={(): TEffect => ({ actionType: 'setStatus', status: '' })}
              small
              onChange={(effects) => set({ actions: effects })}
            >
              {(effect, e, patch) => (
                <EffectFields
                  effect={effect}
                  statuses={statuses}
                  issueAt={(field) => issueAt(`${a}.actions.${e}.${field}`)}
                  onChange={patch}
                />
              )}
            </ItemList>
          </>
        )}
      </ItemList>
    </Stack>
  );
}
