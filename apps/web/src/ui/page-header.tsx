import { t } from '@eform/core/messages';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type TPageHeaderProps = {
  title: string;
  description?: string;
  /** Shows a back button to this path... */
  backTo?: string;
  /** ...or one that does this (a guest's back: the page they came from, see the guest form). */
  onBack?: () => void;
  actions?: ReactNode;
};

/** The page's h1 with an optional back button, description and actions. */
export function PageHeader({ title, description, backTo, onBack, actions }: TPageHeaderProps) {
  const back = {
    variant: 'subtle',
    size: 'compact-sm',
    leftSection: <IconArrowLeft size={16} aria-hidden />,
    children: t('ui.common.back'),
  } as const;
  return (
    <Stack gap="xs">
      {(backTo || onBack) && (
        <div>
          {backTo ? (
            <Button component={Link} to={backTo} {...back} />
          ) : (
            <Button onClick={onBack} {...back} />
          )}
        </div>
      )}
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          {/* Focusable by script: a route change moves the focus here (RouteAnnouncer). */}
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }} tabIndex={-1}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {actions}
      </Group>
    </Stack>
  );
}
