import { t } from '@eform/core/messages';
import { CloseButton, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

type TSnackbarProps = {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  /** Buttons at the end (or below the text on narrow screens). */
  action?: ReactNode;
  onClose?: () => void;
  testId?: string;
};

/**
 * A message that stays at the foot of the screen until acted on (unlike toasts, which time out):
 * for the app update and the install prompt. Place it inside {@link SnackbarArea}.
 */
export function Snackbar({ icon, title, children, action, onClose, testId }: TSnackbarProps) {
  return (
    <Paper
      role="status"
      aria-live="polite"
      shadow="lg"
      radius="md"
      p="sm"
      withBorder
      w="100%"
      maw={460}
      style={{ pointerEvents: 'auto' }}
      data-testid={testId}
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm">
            {title}
          </Text>
          {children}
          {action && <Group gap="xs">{action}</Group>}
        </Stack>
        {onClose && <CloseButton onClick={onClose} aria-label={t('ui.common.close')} />}
      </Group>
    </Paper>
  );
}

/** Fixed at the bottom centre, above the page; lets clicks through where it has no snackbar. */
export function SnackbarArea({ children }: { children: ReactNode }) {
  return (
    <Stack
      align="center"
      gap="xs"
      pos="fixed"
      bottom="calc(var(--mantine-spacing-md) + env(safe-area-inset-bottom))"
      left="var(--mantine-spacing-md)"
      right="var(--mantine-spacing-md)"
      style={{ zIndex: 'var(--mantine-z-index-overlay)', pointerEvents: 'none' }}
    >
      {children}
    </Stack>
  );
}
