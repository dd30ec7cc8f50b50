import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One panel of the Bekijk page: a card with an h2 (the shell's h1 is the form name) and its
 * content. `testId` names the panel for tests.
 */
export function DetailPanel({
  title,
  testId,
  actions,
  children,
}: {
  title: string;
  testId: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-label={title}
      data-testid={testId}
    >
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {actions}
        {children}
      </Stack>
    </Card>
  );
}
