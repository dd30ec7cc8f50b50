import type { TLoginAttackList } from '@eform/core/api/login-attacks';
import { formatDate } from '@eform/core/format';
import { th } from '@eform/core/messages/home';
import { Alert, List, Text } from '@mantine/core';
import { IconShieldExclamation } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { loginAttacksQuery } from '../api/login-attacks-api';

/**
 * Tells an admin which accounts are under a sign-in attack now (issue 17). Nothing while there
 * is none, or while the list loads or fails: a notice, not a screen of its own.
 */
export function LoginAttacksNotice() {
  const { data } = useQuery(loginAttacksQuery());
  return data ? <LoginAttacksView attacks={data} /> : null;
}

/** The notice for a loaded list; nothing for an empty one. */
export function LoginAttacksView({ attacks }: { attacks: TLoginAttackList }) {
  if (attacks.accounts.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconShieldExclamation size={20} aria-hidden />}
      title={th('ui.dashboard.attacks.title')}
      mb="md"
      data-testid="login-attacks"
    >
      <Text size="sm" mb="xs">
        {th('ui.dashboard.attacks.text', { minutes: attacks.window_minutes })}
      </Text>
      <List size="sm">
        {attacks.accounts.map((account) => (
          <List.Item key={account.user_id}>
            {th('ui.dashboard.attacks.row', {
              email: account.email,
              failures: account.failures,
              addresses: account.addresses,
              first: formatDate(account.first_seen),
              last: formatDate(account.last_seen),
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
