import type { TForm, TWebhookIntegration } from '@eform/core/api';
import type { THookSecret } from '@eform/core/api/integrations';
import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { deepEqual } from '@eform/core/rules';
import { listTokens } from '@eform/core/tokens';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useRef, useState } from 'react';
import { EditorLeaveGuard, useFormDetail, useFormPartDraft } from '../../form-admin-kit';
import { HookSecretsDialog } from './hook-secrets-dialog';
import { IntegrationCard, type TCardContext } from './integration-card';
import { IntegrationRemoveDialog, SecretRollDialog } from './integration-dialogs';
import {
  anyInvalid,
  fieldMessages,
  newHook,
  refusedField,
  siaChoices,
  type TFieldMessages,
} from './integrations-model';

const hooksOf = (form: TForm) => form.webhook_integrations;
const NO_MESSAGES: TFieldMessages = {};

/** A field the server refused on the last save: which card, which field. */
type TRefused = { key: string; field: string };

/**
 * form_integrations, the Integraties tab (doc 2 §2, §3, §5, §8; issue 31): the form's hooks as
 * cards, saved together through the shell's one save. A refused check shows the spec's failure
 * text and core's message at each field and keeps everything typed; the secrets a save made are
 * shown once.
 */
export function FormIntegrationsPage() {
  const { form, save, saving } = useFormDetail();
  const part = useFormPartDraft(form, hooksOf, deepEqual);
  const hooks = part.draft;
  // One key per card that stays with it through removes (the draft is the hooks themselves).
  const keyCount = useRef(0);
  const keysRef = useRef<string[]>([]);
  const keys = keysRef.current;
  while (keys.length < hooks.length) keys.push(`hook-${++keyCount.current}`);
  keys.length = hooks.length;

  const [showIssues, setShowIssues] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [refused, setRefused] = useState<TRefused | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [rolling, setRolling] = useState<string | null>(null);
  const [secrets, setSecrets] = useState<THookSecret[] | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const { setDraft } = part;
  const context = useMemo<TCardContext>(
    () => ({
      formId: form.form_id,
      tokens: listTokens(form.schema),
      siaChoices: siaChoices(form.schema),
      update: (key, hook) => {
        setRefused((current) => (current?.key === key ? null : current));
        setDraft((current) => current.map((old, i) => (keysRef.current[i] === key ? hook : old)));
      },
      askRemove: setRemoving,
      askRoll: setRolling,
    }),
    [form.form_id, form.schema, setDraft],
  );

  useEffect(() => {
    if (attempt === 0) return;
    listRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const onSave = async () => {
    const sent = part.current();
    if (anyInvalid(sent)) {
      setShowIssues(true);
      notifications.show({ color: 'red', message: t('form.invalid') });
      setAttempt((n) => n + 1);
      return;
    }
    const answer = await save((body) => ({ ...body, webhook_integrations: sent }), {
      success: () => ta('integrations.saved'),
      failure: ta('integrations.saveFailed'),
      refused: (message) => {
        const named = refusedField(message);
        const key = named && keysRef.current[named.index];
        if (!named || !key) return message;
        setRefused({ key, field: named.field });
        setAttempt((n) => n + 1);
        return ta('integrations.saveFailed');
      },
      saved: (saved) => {
        if (saved.webhook_secrets && saved.webhook_secrets.length > 0)
          setSecrets(saved.webhook_secrets);
      },
    });
    if (answer) {
      setShowIssues(false);
      part.accept(answer.webhook_integrations, sent);
    }
  };

  const add = () => setDraft((current) => [...current, newHook()]);
  const confirmRemove = () => {
    const index = keys.indexOf(removing ?? '');
    if (index >= 0) {
      keysRef.current = keys.filter((_, i) => i !== index);
      setDraft((current) => current.filter((_, i) => i !== index));
    }
    setRemoving(null);
  };
  const savedById = new Map(part.saved.map((hook) => [hook.hook_id, hook]));
  const messagesOf = (key: string, hook: TWebhookIntegration): TFieldMessages => {
    const own = showIssues ? fieldMessages(hook) : NO_MESSAGES;
    if (refused?.key !== key) return own;
    return { [refused.field]: ta('integrationSettings.serverRefused'), ...own };
  };
  const rollingIndex = keys.indexOf(rolling ?? '');

  const actions = (
    <Group gap="xs">
      <Button variant="default" onClick={add}>
        {ta('integrationSettings.add')}
      </Button>
      <Button onClick={() => void onSave()} loading={saving}>
        {ta('integrationSettings.save')}
      </Button>
    </Group>
  );

  return (
    <Stack mt="md" gap="md" ref={listRef} maw={960}>
      <Text c="dimmed">{ta('integrationSettings.intro')}</Text>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {part.dirty ? ta('integrationSettings.unsaved') : ''}
        </Text>
        {hooks.length > 0 && actions}
      </Group>
      {hooks.length === 0 && (
        <Stack align="flex-start" gap="xs" data-testid="integrations-empty">
          <Text>{ta('integrationSettings.empty')}</Text>
          <Group gap="xs">
            <Button onClick={add}>{ta('integrationSettings.add')}</Button>
            {part.dirty && (
              <Button variant="default" onClick={() => void onSave()} loading={saving}>
                {ta('integrationSettings.save')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
      {hooks.map((hook, index) => {
        const key = keys[index] as string;
        const saved = hook.hook_id === undefined ? undefined : savedById.get(hook.hook_id);
        return (
          <IntegrationCard
            key={key}
            itemKey={key}
            hook={hook}
            index={index}
            messages={messagesOf(key, hook)}
            changed={!saved || !deepEqual(saved, hook)}
            context={context}
          />
        );
      })}
      {hooks.length > 0 && <Group justify="flex-end">{actions}</Group>}
      <IntegrationRemoveDialog
        number={removing === null ? null : keys.indexOf(removing) + 1}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
      <SecretRollDialog
        formId={form.form_id}
        hookId={rolling === null ? undefined : hooks[rollingIndex]?.hook_id}
        onClose={() => setRolling(null)}
        onRolled={(secret) => {
          setRolling(null);
          setSecrets([secret]);
        }}
      />
      <HookSecretsDialog secrets={secrets} onClose={() => setSecrets(null)} />
      <EditorLeaveGuard shouldAsk={part.differsFromSaved} />
    </Stack>
  );
}
