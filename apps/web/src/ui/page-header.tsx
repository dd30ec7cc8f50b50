import { t } from '@eform/core/messages';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type TPageHeaderProps = {
  title: string;
  description?: string;
  /** Shows a back button to this path. */
  backTo?: string;
  actions?: ReactNode;
};

/** The page's h1 with an optional back button, description and actions. */
export function PageHeader({ title, description, backTo, actions }: TPageHeaderProps) {
  return (
    <Stack gap="xs">
      {backTo && (
        <div>
          <Button
            component={Link}
            to={backTo}
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {t('ui.common.back')}
          </Button>
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
