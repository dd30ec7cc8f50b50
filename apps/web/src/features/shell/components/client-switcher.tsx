import { t } from '@eform/core/messages';
import { TextInput } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../session';

const ClientSelect = lazy(() =>
  import('./client-select').then((m) => ({ default: m.ClientSelect })),
);

/**
 * The client selector of the navbar. With one client it is disabled (doc 1 §2.3), so a plain
 * field showing that client does, and the select with its dropdown machinery (its own chunk,
 * about a tenth of the fill path's JavaScript) loads only for users with several clients; for
 * them the same field stands in while it loads.
 */
export function ClientSwitcher() {
  const current = useCurrentUser();
  if (!current || current.clients.length === 0) return null;
  const field = <CurrentClientField name={current.currentClient?.name ?? ''} />;
  if (current.clients.length < 2) return field;
  return (
    <Suspense fallback={field}>
      <ClientSelect />
    </Suspense>
  );
}

/** Looks and reads like the disabled select: label, role, test id, readable text, chevron. */
function CurrentClientField({ name }: { name: string }) {
  return (
    <TextInput
      label={t('ui.shell.client')}
      placeholder={t('ui.shell.clientPlaceholder')}
      value={name}
      readOnly
      disabled
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      rightSection={<IconChevronDown size={16} aria-hidden />}
      rightSectionPointerEvents="none"
      data-testid="client-select"
      styles={{ input: { color: 'var(--mantine-color-text)', opacity: 1 } }}
    />
  );
}
