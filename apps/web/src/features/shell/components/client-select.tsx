import { t } from '@eform/core/messages';
import { Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { switchClient, useCurrentUser } from '../../session';

/** Many clients (admins see all of them): let the user type to find one. */
const SEARCHABLE_FROM = 8;

/** The current client; disabled with only one (doc 1 §2.3). */
export function ClientSelect() {
  const queryClient = useQueryClient();
  const current = useCurrentUser();
  if (!current || current.clients.length === 0) return null;
  const { clients, currentClient } = current;

  const onChange = (value: string | null) => {
    const next = clients.find((c) => String(c.id) === value);
    if (!next || next.id === currentClient?.id) return;
    switchClient(queryClient, next.id);
    notifications.show({ color: 'green', message: t('client.switched', { client: next.name }) });
  };

  return (
    <Select
      label={t('ui.shell.client')}
      placeholder={t('ui.shell.clientPlaceholder')}
      data={clients.map((c) => ({ value: String(c.id), label: c.name }))}
      value={currentClient ? String(currentClient.id) : null}
      onChange={onChange}
      disabled={clients.length < 2}
      searchable={clients.length >= SEARCHABLE_FROM}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      data-testid="client-select"
      styles={{ input: { color: 'var(--mantine-color-text)', opacity: 1 } }}
    />
  );
}
