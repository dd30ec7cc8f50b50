import { tc } from '@eform/core/messages/clients';
import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { actionOptions } from '../lib/action-labels';
import { NO_FILTERS, type TAuditFilters } from '../lib/audit-filters';

/**
 * The log's filters: user, action, from, to, registration (and client across clients). They
 * apply on 'Filteren' (or Enter), not per keystroke: every read is logged.
 */
export function AuditLogFilters({
  value,
  onApply,
  showClient = false,
}: {
  value: TAuditFilters;
  onApply: (filters: TAuditFilters) => void;
  showClient?: boolean;
}) {
  const [draft, setDraft] = useState(value);
  const set = (field: keyof TAuditFilters) => (event: { currentTarget: { value: string } }) =>
    setDraft({ ...draft, [field]: event.currentTarget.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={submit} aria-label={tc('audit.filters')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: showClient ? 6 : 5 }} spacing="sm">
        <TextInput
          label={tc('audit.filter.user')}
          inputMode="numeric"
          value={draft.user}
          onChange={set('user')}
        />
        <NativeSelect
          label={tc('audit.filter.action')}
          value={draft.action}
          onChange={set('action')}
          data={[{ value: '', label: tc('audit.filter.anyAction') }, ...actionOptions()]}
        />
        <TextInput
          type="date"
          label={tc('audit.filter.from')}
          value={draft.from}
          onChange={set('from')}
        />
        <TextInput
          type="date"
          label={tc('audit.filter.to')}
          value={draft.to}
          onChange={set('to')}
        />
        <TextInput
          label={tc('audit.filter.registration')}
          value={draft.registration}
          onChange={set('registration')}
        />
        {showClient && (
          <TextInput
            label={tc('audit.filter.client')}
            inputMode="numeric"
            value={draft.client}
            onChange={set('client')}
          />
        )}
      </SimpleGrid>
      <Group gap="xs" mt="sm">
        <Button type="submit">{tc('audit.filter.apply')}</Button>
        <Button
          variant="subtle"
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          {tc('audit.filter.reset')}
        </Button>
      </Group>
    </form>
  );
}
