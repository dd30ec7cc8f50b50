import { Paper, Stack, Text, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

type TAccountCardProps = {
  title: string;
  /** A line under the title, dimmed. */
  intro?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  maw?: number;
  children: ReactNode;
};

/** The card of a guest's account page: its h1, an intro line and one form. */
export function AccountCard({ title, intro, onSubmit, maw = 480, children }: TAccountCardProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} maw={maw} w="100%" mx="auto">
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <Title order={1} fz="h2">
            {title}
          </Title>
          {intro && (
            <Text c="dimmed" size="sm">
              {intro}
            </Text>
          )}
          {children}
        </Stack>
      </form>
    </Paper>
  );
}
