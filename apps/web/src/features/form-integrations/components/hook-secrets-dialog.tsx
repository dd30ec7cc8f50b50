import type { THookSecret } from '@eform/core/api/integrations';
import { ta } from '@eform/core/messages/admin';
import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { copyText } from '../../../ui/copy-text';
import { Dialog } from '../../../ui/dialog';

/**
 * The signing secrets a save or a roll made, shown this once (the server never answers them
 * again): each with a copy button, and 'Bewaar dit geheim nu' above them.
 */
export function HookSecretsDialog({
  secrets,
  onClose,
}: {
  secrets: readonly THookSecret[] | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      opened={secrets !== null}
      onClose={onClose}
      title={ta('integrationSettings.secretsTitle')}
      closeOnClickOutside={false}
      size="lg"
    >
      <Stack gap="md">
        <Alert color="yellow" variant="light" role="alert">
          {ta('integrationSettings.secretsWarning')}
        </Alert>
        <Text size="sm" c="dimmed">
          {ta('integrationSettings.secretsHelp')}
        </Text>
        {(secrets ?? []).map((secret) => (
          <Stack key={secret.hook_id} gap={4} data-testid="hook-secret">
            <Text size="sm" fw={600} id={`secret-${secret.hook_id}`}>
              {ta('integrationSettings.secretLabel', { name: secret.hook_name })}
            </Text>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Code
                block
                aria-labelledby={`secret-${secret.hook_id}`}
                style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
              >
                {secret.secret}
              </Code>
              <Button
                variant="default"
                size="sm"
                leftSection={<IconCopy size={16} aria-hidden />}
                aria-label={ta('integrationSettings.copySecret', { name: secret.hook_name })}
                onClick={() => void copyText(secret.secret)}
              >
                {ta('integrationSettings.copy')}
              </Button>
            </Group>
          </Stack>
        ))}
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {ta('integrationSettings.secretsDone')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
