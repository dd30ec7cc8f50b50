import type { THookTestAnswer } from '@eform/core/api/integrations';
import { ta } from '@eform/core/messages/admin';
import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconKey, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { serverMessage } from '../../../lib/http/api-error';
import { DIALOG_OPENER } from '../../../ui/dialog-opener';
import { sendHookTest } from '../api/integrations-api';

/** Lines of the receiver's answer shown under a test: enough to recognise it. */
const ANSWER_LINES = 8;

/** What the receiver answered a test send: status code, time, the answer's first lines or why. */
function TestAnswer({ answer }: { answer: THookTestAnswer }) {
  const excerpt = answer.response_excerpt.split('\n').slice(0, ANSWER_LINES).join('\n');
  return (
    <Alert
      color={answer.ok ? 'green' : 'red'}
      variant="light"
      title={ta(answer.ok ? 'integrationSettings.testOk' : 'integrationSettings.testFailed')}
      data-testid="hook-test-answer"
    >
      <Stack gap={4}>
        {answer.error && <Text size="sm">{answer.error}</Text>}
        <Text size="sm">
          {ta('integrationSettings.testStatus')}:{' '}
          {answer.status_code ?? ta('integrationSettings.testNoAnswer')} ·{' '}
          {ta('integrationSettings.testDuration')}:{' '}
          {ta('integrationSettings.testDurationMs', { ms: answer.duration_ms })}
        </Text>
        {excerpt.trim() !== '' && (
          <>
            <Text size="sm">{ta('integrationSettings.testAnswer')}:</Text>
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {excerpt}
            </Code>
          </>
        )}
      </Stack>
    </Alert>
  );
}

type TProps = {
  formId: string;
  /** The saved hook's id; undefined until the hook is saved. */
  hookId: string | undefined;
  /** The hook differs from how it was saved: a test would send the old one. */
  changed: boolean;
  number: number;
  /** Post-to-url hooks have a secret that can be rolled. */
  canRoll: boolean;
  onRoll: () => void;
};

/**
 * 'Test versturen' for a saved, unchanged hook (the server sends its stored version), with the
 * answer in the card; and for a webhook 'Nieuw geheim maken', which asks first.
 */
export function HookTest({ formId, hookId, changed, number, canRoll, onRoll }: TProps) {
  const test = useMutation({
    mutationFn: (id: string) => sendHookTest(formId, id),
  });
  const ready = hookId !== undefined && !changed;
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconSend size={16} aria-hidden />}
          aria-label={ta('integrationSettings.testLabel', { number })}
          loading={test.isPending}
          disabled={!ready}
          onClick={() => hookId && test.mutate(hookId)}
        >
          {ta('integrationSettings.test')}
        </Button>
        {canRoll && hookId !== undefined && (
          <Button
            variant="default"
            leftSection={<IconKey size={16} aria-hidden />}
            aria-label={ta('integrationSettings.rollSecretLabel', { number })}
            onClick={onRoll}
            {...DIALOG_OPENER}
          >
            {ta('integrationSettings.rollSecret')}
          </Button>
        )}
      </Group>
      {!ready && (
        <Text size="sm" c="dimmed">
          {ta('integrationSettings.testNeedsSave')}
        </Text>
      )}
      <div aria-live="polite">
        {ready && test.data && <TestAnswer answer={test.data} />}
        {ready && test.isError && (
          <Alert color="red" variant="light" data-testid="hook-test-answer">
            {serverMessage(test.error) ?? ta('integrationSettings.testRequestFailed')}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
