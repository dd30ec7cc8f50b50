import type { TEmailSettingFields } from '@eform/core/email';
import { ta } from '@eform/core/messages/admin';
import type { TTokenEntry } from '@eform/core/tokens';
import {
  ActionIcon,
  Button,
  Collapse,
  Divider,
  Fieldset,
  Group,
  Paper,
  Radio,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconChevronDown, IconCopy, IconTrash } from '@tabler/icons-react';
import { memo, useCallback, useId, useMemo } from 'react';
import { DIALOG_OPENER } from '../../../ui/dialog-opener';
import { RichTextField, TokenTextInput } from '../../form-admin-kit';
import { AttachmentOptions, StylingOptions } from './attachment-options';
import {
  ADDRESS_LISTS,
  issueMessages,
  type TColoredElement,
  type TIssueMessages,
} from './email-settings-model';
import { RecipientsField } from './recipients-field';
import type { TEmailItem } from './use-email-settings-state';

/** What every card shares: the form's tokens and elements, and the list's actions. */
export type TCardContext = {
  /** The form's form_id: Word templates are uploaded for it. */
  formId: string;
  tokens: readonly TTokenEntry[];
  emailTokens: readonly TTokenEntry[];
  coloredElements: readonly TColoredElement[];
  update: (key: string, patch: Partial<TEmailSettingFields>) => void;
  duplicate: (key: string) => void;
  askRemove: (key: string) => void;
  toggle: (key: string) => void;
};

type TProps = {
  item: TEmailItem;
  index: number;
  /** On a phone a card folds to its title; elsewhere it is always open. */
  collapsible: boolean;
  open: boolean;
  /** After a refused save: core's messages at their fields, following the edits. */
  showIssues: boolean;
  context: TCardContext;
};

const NO_MESSAGES: TIssueMessages = {};

/**
 * One e-mail setting in a card: recipients, sender and subject, the content, the attachments and
 * their styling. Memoised: typing in one card re-renders only that card.
 */
export const EmailSettingCard = memo(function EmailSettingCard({
  item,
  index,
  collapsible,
  open,
  showIssues,
  context,
}: TProps) {
  const { key, setting } = item;
  const number = index + 1;
  const bodyId = useId();
  const messages = useMemo(
    () => (showIssues ? issueMessages(setting) : NO_MESSAGES),
    [showIssues, setting],
  );
  const change = useCallback(
    (patch: Partial<TEmailSettingFields>) => context.update(key, patch),
    [context, key],
  );
  const subject = setting.email_subject.trim();
  const title = subject
    ? ta('emailSettings.titleWithSubject', { number, subject })
    : ta('emailSettings.title', { number });
  const shown = !collapsible || open;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      data-testid={`email-setting-${number}`}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Group gap="xs" wrap="nowrap" miw={0} align="flex-start">
          {collapsible && (
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-expanded={open}
              aria-controls={bodyId}
              aria-label={ta(open ? 'emailSettings.collapse' : 'emailSettings.expand', { number })}
              onClick={() => context.toggle(key)}
            >
              <IconChevronDown
                size={18}
                aria-hidden
                style={{ transform: open ? 'rotate(180deg)' : undefined }}
              />
            </ActionIcon>
          )}
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }} mt={4}>
            {title}
          </Title>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconCopy size={14} aria-hidden />}
            aria-label={ta('emailSettings.duplicateLabel', { number })}
            onClick={() => context.duplicate(key)}
            visibleFrom="xs"
          >
            {ta('emailSettings.duplicate')}
          </Button>
          <ActionIcon
            variant="subtle"
            size="lg"
            hiddenFrom="xs"
            aria-label={ta('emailSettings.duplicateLabel', { number })}
            onClick={() => context.duplicate(key)}
          >
            <IconCopy size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={ta('emailSettings.removeLabel', { number })}
            onClick={() => context.askRemove(key)}
            {...DIALOG_OPENER}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <Collapse expanded={shown} id={bodyId}>
        {shown && (
          <Stack gap="md" mt="md">
            <Fieldset legend={ta('emailSettings.recipients')} variant="unstyled">
              <Text size="sm" c="dimmed" mb="xs">
                {ta('emailSettings.recipientsHelp')}
              </Text>
              <Stack gap="md">
                {ADDRESS_LISTS.map((kind) => (
                  <RecipientsField
                    key={kind.list}
                    kind={kind}
                    setting={setting}
                    onChange={change}
                    messages={messages}
                    emailTokens={context.emailTokens}
                  />
                ))}
              </Stack>
            </Fieldset>
            <Divider />
            <TextInput
              label={ta('emailSettings.fromName')}
              required
              value={setting.from_name}
              onChange={(event) => change({ from_name: event.currentTarget.value })}
              error={messages.from_name}
            />
            <TokenTextInput
              label={ta('emailSettings.subject')}
              required
              value={setting.email_subject}
              onChange={(email_subject) => change({ email_subject })}
              error={messages.email_subject}
              tokens={context.tokens}
            />
            <ContentMode setting={setting} onChange={change} />
            {setting.email_content_mode === 'manual' && (
              <RichTextField
                label={ta('emailSettings.content')}
                required
                value={setting.email_content}
                onChange={(email_content) => change({ email_content })}
                error={messages.email_content}
                tokens={context.tokens}
              />
            )}
            <Switch
              label={ta('emailSettings.hideEmpty')}
              checked={setting.email_hide_empty_values}
              onChange={(event) => change({ email_hide_empty_values: event.currentTarget.checked })}
            />
            <Divider />
            <AttachmentOptions
              formId={context.formId}
              setting={setting}
              onChange={change}
              messages={messages}
            />
            <Divider />
            <StylingOptions
              setting={setting}
              onChange={change}
              elements={context.coloredElements}
            />
          </Stack>
        )}
      </Collapse>
    </Paper>
  );
});

function ContentMode({
  setting,
  onChange,
}: {
  setting: TEmailSettingFields;
  onChange: (patch: Partial<TEmailSettingFields>) => void;
}) {
  return (
    <Radio.Group
      label={ta('emailSettings.contentMode')}
      value={setting.email_content_mode}
      onChange={(value) => onChange({ email_content_mode: value === 'auto' ? 'auto' : 'manual' })}
    >
      <Stack gap="xs" mt={6}>
        <Radio value="manual" label={ta('emailSettings.contentMode.manual')} />
        <Radio value="auto" label={ta('emailSettings.contentMode.auto')} />
      </Stack>
    </Radio.Group>
  );
}
