import { HOOK_TYPES, type THookType, type TWebhookIntegration } from '@eform/core/api/integrations';
import { ta } from '@eform/core/messages/admin';
import type { TTokenEntry } from '@eform/core/tokens';
import {
  ActionIcon,
  Divider,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { memo, useCallback } from 'react';
import { DIALOG_OPENER } from '../../../ui/dialog-opener';
import { HookTest } from './hook-test';
import { type TFieldMessages, type TSiaChoices, withHookType } from './integrations-model';
import { SiaFields } from './sia-fields';

/** What every card shares: the form, its elements and tokens, and the list's actions. */
export type TCardContext = {
  formId: string;
  tokens: readonly TTokenEntry[];
  siaChoices: TSiaChoices;
  update: (key: string, hook: TWebhookIntegration) => void;
  askRemove: (key: string) => void;
  askRoll: (key: string) => void;
};

type TProps = {
  itemKey: string;
  hook: TWebhookIntegration;
  index: number;
  /** Core's messages (after a refused save) and the server's, by field. */
  messages: TFieldMessages;
  /** The hook differs from its saved version (or is not saved): no test send yet. */
  changed: boolean;
  context: TCardContext;
};

/**
 * One integration in a card: its name and type, the type's own fields, and for a saved hook
 * 'Test versturen'. Memoised: typing in one card re-renders only that card.
 */
export const IntegrationCard = memo(function IntegrationCard({
  itemKey,
  hook,
  index,
  messages,
  changed,
  context,
}: TProps) {
  const number = index + 1;
  const change = useCallback(
    (next: TWebhookIntegration) => context.update(itemKey, next),
    [context, itemKey],
  );
  const name = hook.hook_name.trim();
  const title = name
    ? ta('integrationSettings.titleWithName', { number, name })
    : ta('integrationSettings.title', { number });

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={title}
      data-testid={`integration-${number}`}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }} mt={4}>
          {title}
        </Title>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={ta('integrationSettings.removeLabel', { number })}
          onClick={() => context.askRemove(itemKey)}
          {...DIALOG_OPENER}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Stack gap="md" mt="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={ta('integrationSettings.name')}
            required
            value={hook.hook_name}
            onChange={(event) => change({ ...hook, hook_name: event.currentTarget.value })}
            error={messages.hook_name}
          />
          <NativeSelect
            label={ta('integrationSettings.type')}
            required
            value={hook.hook_type}
            onChange={(event) => change(withHookType(hook, event.currentTarget.value as THookType))}
            data={HOOK_TYPES.map((type) => ({
              value: type,
              label: ta(`integrationSettings.type.${type}`),
            }))}
            error={messages.hook_type}
          />
        </SimpleGrid>
        {hook.hook_type === 'post-to-url' && (
          <TextInput
            label={ta('integrationSettings.url')}
            description={ta('integrationSettings.urlHelp')}
            required
            type="url"
            value={hook.hook_url ?? ''}
            onChange={(event) => change({ ...hook, hook_url: event.currentTarget.value })}
            error={messages.hook_url}
          />
        )}
        {hook.hook_type === 'sia-signal-create' && (
          <SiaFields
            hook={hook}
            onChange={change}
            messages={messages}
            choices={context.siaChoices}
            tokens={context.tokens}
          />
        )}
        {hook.hook_type === 'schouten-merge-registrations' && (
          <TextInput
            label={ta('integrationSettings.mergedEmail')}
            description={ta('integrationSettings.mergedEmailHelp')}
            required
            type="email"
            value={hook.merged_registration_email ?? ''}
            onChange={(event) =>
              change({ ...hook, merged_registration_email: event.currentTarget.value })
            }
            error={messages.merged_registration_email}
          />
        )}
        <Divider />
        <HookTest
          formId={context.formId}
          hookId={hook.hook_id}
          changed={changed}
          number={number}
          canRoll={hook.hook_type === 'post-to-url' && !changed}
          onRoll={() => context.askRoll(itemKey)}
        />
      </Stack>
    </Paper>
  );
});
