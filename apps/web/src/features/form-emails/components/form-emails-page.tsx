import { validateEmailSetting } from '@eform/core/email';
import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { Alert, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Dialog } from '../../../ui/dialog';
import { EditorLeaveGuard, useFormDetail } from '../../form-admin-kit';
import { useCan } from '../../session';
import { EmailSettingCard, type TCardContext } from './email-setting-card';
import { coloredElements, emailFieldTokens, emailTokens } from './email-settings-model';
import { useEmailSettingsState } from './use-email-settings-state';

/**
 * form_emails, the E-mails tab (doc 2 §3 'E-mail setting', §5, §6): the e-mails a registration
 * sends once it is sent. The developer mode switch is for those with the admin's permission.
 */
export function FormEmailsPage() {
  const can = useCan();
  return <EmailSettingsEditor canDeveloperMode={can('eform email developer mode')} />;
}

/**
 * The form's e-mail settings as cards, saved together through the shell's one save (its
 * revision and conflict question). A refused check shows the spec's failure text and core's
 * message at each field, and keeps everything typed.
 */
export function EmailSettingsEditor({ canDeveloperMode }: { canDeveloperMode: boolean }) {
  const { form, save, saving } = useFormDetail();
  const state = useEmailSettingsState(form);
  const { items, actions } = state;
  const [showIssues, setShowIssues] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [removing, setRemoving] = useState<string | null>(null);
  // On a phone the cards fold; loaded ones start folded, new ones open.
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [collapsed, setCollapsed] = useState(() => new Set(items.map((item) => item.key)));
  const listRef = useRef<HTMLDivElement>(null);
  const developerHelpId = useId();

  const context = useMemo<TCardContext>(
    () => ({
      formId: form.form_id,
      tokens: emailTokens(form.schema),
      emailTokens: emailFieldTokens(form.schema),
      coloredElements: coloredElements(form.schema),
      update: actions.update,
      duplicate: actions.duplicate,
      askRemove: setRemoving,
      toggle: (key) =>
        setCollapsed((current) => {
          const next = new Set(current);
          if (!next.delete(key)) next.add(key);
          return next;
        }),
    }),
    [form.form_id, form.schema, actions],
  );

  const invalidKeys = useMemo(
    () =>
      new Set(
        items.filter((item) => validateEmailSetting(item.setting).length > 0).map((i) => i.key),
      ),
    [items],
  );

  useEffect(() => {
    if (attempt === 0) return;
    listRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const onSave = async () => {
    if (invalidKeys.size > 0) {
      setShowIssues(true);
      // A folded card with a problem opens, so its messages can be seen.
      setCollapsed((current) => new Set([...current].filter((key) => !invalidKeys.has(key))));
      setAttempt((n) => n + 1);
      return;
    }
    const sent = state.draft;
    const answer = await save(
      (body) => ({
        ...body,
        email_settings: sent.settings,
        // Only who may switch it sends it: another's save keeps what an admin chose.
        ...(canDeveloperMode
          ? { settings: { ...body.settings, email_developer_mode: sent.developerMode } }
          : {}),
      }),
      { success: () => ta('emails.saved'), failure: ta('emails.saveFailed') },
    );
    if (answer) state.accept(state.fromForm(answer), sent);
  };

  const add = () => {
    actions.add();
    setShowIssues(false);
  };
  const confirmRemove = () => {
    if (removing) actions.remove(removing);
    setRemoving(null);
  };
  const removingNumber = items.findIndex((item) => item.key === removing) + 1;

  return (
    <Stack mt="md" gap="md" ref={listRef} maw={960}>
      <Text c="dimmed">{ta('emailSettings.intro')}</Text>
      {canDeveloperMode && (
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="xs">
            {ta('emailSettings.developer')}
          </Title>
          <Switch
            label={ta('emailSettings.developerSwitch')}
            checked={state.developerMode}
            onChange={(event) => state.setDeveloperMode(event.currentTarget.checked)}
            aria-describedby={developerHelpId}
          />
          <Text id={developerHelpId} size="sm" c="dimmed" mt={4}>
            {ta('emailSettings.developerHelp')}
          </Text>
        </Paper>
      )}
      {!canDeveloperMode && form.settings.email_developer_mode === true && (
        <Alert color="yellow">{ta('emailSettings.developerOn')}</Alert>
      )}
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {state.dirty ? ta('emailSettings.unsaved') : ''}
        </Text>
        <Group gap="xs">
          {items.length > 0 && (
            <Button variant="default" onClick={add}>
              {ta('emailSettings.add')}
            </Button>
          )}
          <Button onClick={() => void onSave()} loading={saving}>
            {ta('emailSettings.save')}
          </Button>
        </Group>
      </Group>
      {showIssues && invalidKeys.size > 0 && (
        <Alert color="red" role="alert">
          {t('form.invalid')}
        </Alert>
      )}
      {items.length === 0 && (
        <Stack align="flex-start" gap="xs">
          <Text>{ta('emailSettings.empty')}</Text>
          <Button onClick={add}>{ta('emailSettings.add')}</Button>
        </Stack>
      )}
      {items.map((item, index) => (
        <EmailSettingCard
          key={item.key}
          item={item}
          index={index}
          collapsible={phone}
          open={!collapsed.has(item.key)}
          showIssues={showIssues}
          context={context}
        />
      ))}
      {items.length > 0 && (
        <Group justify="space-between" wrap="wrap">
          <Button variant="default" onClick={add}>
            {ta('emailSettings.add')}
          </Button>
          <Button onClick={() => void onSave()} loading={saving}>
            {ta('emailSettings.save')}
          </Button>
        </Group>
      )}
      <Dialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={ta('emailSettings.removeTitle')}
      >
        <Text>{ta('emailSettings.removeQuestion', { number: removingNumber })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setRemoving(null)} data-autofocus>
            {ta('emailSettings.removeCancel')}
          </Button>
          <Button color="red" onClick={confirmRemove}>
            {ta('emailSettings.removeConfirm')}
          </Button>
        </Group>
      </Dialog>
      <EditorLeaveGuard shouldAsk={state.differsFromSaved} />
    </Stack>
  );
}
