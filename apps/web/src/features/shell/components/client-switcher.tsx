import { t } from '@eform/core/messages';
import { Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../session';

const ClientSelect = lazy(() =>
  import('./client-select').then((m) => ({ default: m.ClientSelect })),
);

/**
 * The client selector of the navbar. With one client there is nothing to choose (doc 1 §2.3:
 * the selector is disabled), so the client's name shows as plain text instead of a greyed box
 * that looks broken; the select with its dropdown machinery (its own chunk, about a tenth of the
 * fill path's JavaScript) loads only for users with several clients, the name standing in while
 * it loads.
 */
export function ClientSwitcher() {
  const current = useCurrentUser();
  if (!current || current.clients.length === 0) return null;
  const name = <CurrentClientName name={current.currentClient?.name ?? ''} />;
  if (current.clients.length < 2) return name;
  return (
    <Suspense fallback={name}>
      <ClientSelect />
    </Suspense>
  );
}

/** The one client: its label and name as text, like the e-mail in the user panel. */
function CurrentClientName({ name }: { name: string }) {
  return (
    <div data-testid="current-client">
      <Text size="xs" c="dimmed">
        {t('ui.shell.client')}
      </Text>
      <Text size="sm" fw={500} truncate="end">
        {name}
      </Text>
    </div>
  );
}
