import { APP_VERSION, AVATAR_TAPS_FOR_DEBUG, DEBUG_IOS_PATH } from '@eform/core/constants';
import { t } from '@eform/core/messages';
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useCurrentUser } from '../../session';
import { useTapCounter } from '../hooks/use-tap-counter';

/** The user's e-mail, logout and the version, at the foot of the drawer (doc 1 §2.3). */
export function UserPanel({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
  const current = useCurrentUser();
  const tap = useTapCounter(AVATAR_TAPS_FOR_DEBUG, () => {
    onNavigate?.();
    navigate(DEBUG_IOS_PATH);
  });
  if (!current) return null;
  const { email } = current;

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap">
        {/* Not a control: it looked like a button that did nothing. Its only action is the
            hidden debug gesture (doc 1: tap the avatar 10 times), which a keyboard does not need:
            the debug screen has its own address. The e-mail beside it says whose it is. */}
        <div onClick={tap} aria-hidden data-testid="avatar">
          <ThemeIcon color="brand" variant="light" radius="xl" size={38} fw={700}>
            {initialsOf(current.user?.display_name || email)}
          </ThemeIcon>
        </div>
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {t('ui.shell.loggedInAs')}
          </Text>
          <Text size="sm" fw={500} truncate="end" data-testid="user-email">
            {email}
          </Text>
        </div>
      </Group>
      <Button
        component={Link}
        to="/logout"
        variant="default"
        leftSection={<IconLogout size={18} aria-hidden />}
        onClick={onNavigate}
        fullWidth
      >
        {t('ui.shell.logout')}
      </Button>
      <Text size="xs" c="dimmed" ta="center">
        {t('ui.app.version', { version: APP_VERSION })}
      </Text>
    </Stack>
  );
}

/**
 * Up to two initials: the first letter or digit of the first two words ('Financieel (demo)' gives
 * 'FD', 'jan@example.nl' gives 'JE'). Mantine's Avatar does the same but costs 1.1 KB on the fill
 * path, where every kilobyte is budgeted.
 */
export function initialsOf(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
