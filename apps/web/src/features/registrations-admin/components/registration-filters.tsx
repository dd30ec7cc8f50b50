import { HOOK_STATUSES } from '@eform/core/api/integrations';
import { REVIEW_STATES } from '@eform/core/api/registrations';
import { REGISTRATION_FILTER_DEBOUNCE_MS } from '@eform/core/api/registrations-admin';
import { ta } from '@eform/core/messages/admin';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  TextInput,
  Title,
} from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { SetURLSearchParams } from 'react-router';
import {
  isValidFilterValue,
  kindOfKey,
  normalizeFilterValue,
  type TFilterField,
  type TFilterKind,
} from './filter-fields';
import { HOOK_STATUS } from './hook-status-badge';
import {
  filterChanges,
  filtersOf,
  HOOK_STATUS_PARAM,
  hookStatusOf,
  REVIEW_STATE_PARAM,
  reviewStateOf,
  withChanges,
} from './registrations-url';
import { REVIEW_STATE } from './review-state-badge';

type TFilters = Record<string, string>;

const SERIAL = 'registration_serial_number';
const DATE = 'registration_date';

/** The filters as they go to the address: normalized, empty ones left out, in key order. */
function settled(filters: TFilters, fields: readonly TFilterField[]): TFilters {
  const out: TFilters = {};
  for (const key of Object.keys(filters).sort()) {
    const value = normalizeFilterValue(kindOfKey(key, fields), filters[key] ?? '');
    if (value !== '') out[key] = value;
  }
  return out;
}

const keyOf = (filters: TFilters) => JSON.stringify(filters);

const nameOf = (key: string) => key.slice(key.indexOf(':') + 1);

/** The schema field the address filters on (the first, should a shared link hold several). */
function fieldOf(filters: TFilters, fields: readonly TFilterField[]): string {
  const names = Object.keys(filters).map(nameOf);
  return fields.find((field) => names.includes(field.name))?.name ?? '';
}

type TRegistrationFiltersProps = {
  fields: readonly TFilterField[];
  params: URLSearchParams;
  setParams: SetURLSearchParams;
  /** The server's Dutch reason when it refused the filters (400); what was typed stays. */
  refused: string | null;
  /** The form has integrations: 'Status integraties' filters on their status. */
  hookFilter: boolean;
};

/**
 * The list's filters: serial number and date from/to, and one schema field (a range for numbers
 * and dates, a text or an option otherwise). What is typed shows at once and goes to the address
 * 500 ms after the last key, so the view can be shared and survives a reload; a change of the
 * address from elsewhere (back, a shared link) is shown again.
 */
export function RegistrationFilters({
  fields,
  params,
  setParams,
  refused,
  hookFilter,
}: TRegistrationFiltersProps) {
  const titleId = useId();
  const inAddress = settled(filtersOf(params), fields);
  const addressKey = keyOf(inAddress);
  const [draft, setDraft] = useState<TFilters>(inAddress);
  const [field, setField] = useState(() => fieldOf(inAddress, fields));
  const committed = useRef(addressKey);

  useEffect(() => {
    if (addressKey === committed.current) return;
    committed.current = addressKey;
    const filters = JSON.parse(addressKey) as TFilters;
    setDraft(filters);
    setField(fieldOf(filters, fields));
  }, [addressKey, fields]);

  const invalid = (key: string) => !isValidFilterValue(kindOfKey(key, fields), draft[key] ?? '');
  const anyInvalid = Object.keys(draft).some(invalid);
  const wanted = settled(draft, fields);
  const wantedKey = keyOf(wanted);

  useEffect(() => {
    if (anyInvalid || wantedKey === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = wantedKey;
      const filters = JSON.parse(wantedKey) as TFilters;
      setParams((prev) => withChanges(prev, filterChanges(prev, filters)), { replace: true });
    }, REGISTRATION_FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [anyInvalid, wantedKey, setParams]);

  const set = (key: string, value: string) => setDraft((prev) => ({ ...prev, [key]: value }));
  const chooseField = (name: string) => {
    setField(name);
    setDraft((prev) =>
      Object.fromEntries(Object.entries(prev).filter(([key]) => nameOf(key) !== field)),
    );
  };
  const clear = () => {
    committed.current = keyOf({});
    setDraft({});
    setField('');
    setParams(
      (prev) =>
        withChanges(prev, {
          ...filterChanges(prev, {}),
          [HOOK_STATUS_PARAM]: null,
          [REVIEW_STATE_PARAM]: null,
        }),
      { replace: true },
    );
  };
  const hookStatus = hookStatusOf(params);
  const reviewState = reviewStateOf(params);

  const input = (key: string, label: string, kind: TFilterKind) => (
    <TextInput
      key={key}
      label={label}
      type={kind === 'date' ? 'date' : 'text'}
      inputMode={kind === 'serial' ? 'numeric' : kind === 'number' ? 'decimal' : undefined}
      value={draft[key] ?? ''}
      onChange={(event) => set(key, event.currentTarget.value)}
      error={
        invalid(key)
          ? ta(
              kind === 'serial'
                ? 'registrationsList.filter.integer'
                : 'registrationsList.filter.number',
            )
          : undefined
      }
    />
  );

  const chosen = fields.find((candidate) => candidate.name === field);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h5" id={titleId} mb="xs">
        {ta('registrationsList.filters')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {input(`min:${SERIAL}`, ta('registrationsList.filter.serialFrom'), 'serial')}
        {input(`max:${SERIAL}`, ta('registrationsList.filter.serialTo'), 'serial')}
        {input(`min:${DATE}`, ta('registrationsList.filter.dateFrom'), 'date')}
        {input(`max:${DATE}`, ta('registrationsList.filter.dateTo'), 'date')}
        {fields.length > 0 && (
          <NativeSelect
            label={ta('registrationsList.filter.field')}
            value={field}
            onChange={(event) => chooseField(event.currentTarget.value)}
            data={[
              { value: '', label: ta('registrationsList.filter.noField') },
              ...fields.map((candidate) => ({ value: candidate.name, label: candidate.label })),
            ]}
          />
        )}
        {chosen && <FieldInputs field={chosen} draft={draft} set={set} input={input} />}
        <NativeSelect
          label={ta('registrationReview.filter')}
          value={reviewState ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value || null;
            setParams((prev) => withChanges(prev, { [REVIEW_STATE_PARAM]: value }), {
              replace: true,
            });
          }}
          data={[
            { value: '', label: ta('registrationReview.filterAll') },
            { value: 'none', label: ta('registrationReview.state.none') },
            ...REVIEW_STATES.map((state) => ({
              value: state,
              label: ta(REVIEW_STATE[state].label),
            })),
          ]}
          data-testid="review-filter"
        />
        {hookFilter && (
          <NativeSelect
            label={ta('registrationsList.filter.hookStatus')}
            value={hookStatus ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value || null;
              setParams((prev) => withChanges(prev, { [HOOK_STATUS_PARAM]: value }), {
                replace: true,
              });
            }}
            data={[
              { value: '', label: ta('registrationsList.filter.hookStatusAll') },
              ...HOOK_STATUSES.map((status) => ({
                value: status,
                label: ta(HOOK_STATUS[status].label),
              })),
            ]}
          />
        )}
      </SimpleGrid>
      {refused && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          mt="sm"
          title={ta('registrationsList.filter.refused')}
          data-testid="filters-refused"
        >
          {refused}
        </Alert>
      )}
      <Group justify="flex-end" mt="sm">
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={clear}
          disabled={
            Object.keys(wanted).length === 0 &&
            Object.keys(inAddress).length === 0 &&
            hookStatus === null &&
            reviewState === null
          }
        >
          {ta('registrationsList.filter.clear')}
        </Button>
      </Group>
    </Paper>
  );
}

type TFieldInputsProps = {
  field: TFilterField;
  draft: TFilters;
  set: (key: string, value: string) => void;
  input: (key: string, label: string, kind: TFilterKind) => React.ReactNode;
};

/** The chosen field's filter: from/to for numbers and dates, an option or a text otherwise. */
function FieldInputs({ field, draft, set, input }: TFieldInputsProps) {
  const label = field.label;
  if (field.kind === 'number' || field.kind === 'date') {
    return (
      <>
        {input(`min:${field.name}`, ta('registrationsList.filter.from', { label }), field.kind)}
        {input(`max:${field.name}`, ta('registrationsList.filter.to', { label }), field.kind)}
      </>
    );
  }
  if (field.kind === 'option') {
    const key = `eq:${field.name}`;
    return (
      <NativeSelect
        label={ta('registrationsList.filter.option', { label })}
        value={draft[key] ?? ''}
        onChange={(event) => set(key, event.currentTarget.value)}
        data={[{ value: '', label: ta('registrationsList.filter.anyOption') }, ...field.options]}
      />
    );
  }
  return input(`eq:${field.name}`, ta('registrationsList.filter.value', { label }), 'text');
}
