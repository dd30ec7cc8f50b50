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
 * for the app update and the install prompt. Placed inside the app's snackbar area; loaded with
 * the snackbar that shows it (never on the fill path's first load).
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
