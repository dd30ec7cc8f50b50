import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Icon, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type TDashboardCardProps = {
  icon: Icon;
  title: string;
  text: string;
  /** A link button, or any action the card needs (the install card). */
  action?: { label: string; to: string } | ReactNode;
  testId?: string;
};

function isLinkAction(action: unknown): action is { label: string; to: string } {
  return typeof action === 'object' && action !== null && 'to' in action && 'label' in action;
}

export function DashboardCard({
  icon: CardIcon,
  title,
  text,
  action,
  testId,
}: TDashboardCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" shadow="xs" data-testid={testId} component="section">
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light">
            <CardIcon size={22} stroke={1.6} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="h4">
            {title}
          </Title>
        </Group>
        <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {text}
        </Text>
        {isLinkAction(action) ? (
          <Button
            component={Link}
            to={action.to}
            variant="light"
            rightSection={<IconArrowRight size={16} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {action.label}
          </Button>
        ) : (
          action
        )}
      </Stack>
    </Card>
  );
}
