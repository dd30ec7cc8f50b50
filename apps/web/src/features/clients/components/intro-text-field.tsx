import { CLIENT_INTRO_TEXT_MAX } from '@eform/core/api';
import { sanitizeRichText } from '@eform/core/format/rich-text';
import { tc } from '@eform/core/messages/clients';
import { Box, Stack, Text, Textarea } from '@mantine/core';
import { useDeferredValue } from 'react';

type TIntroTextFieldProps = {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
};

/**
 * The self-registration intro text (filtered HTML) with a preview as the registration page will
 * show it: the server keeps only what core's sanitiser keeps, so the preview uses the same one.
 */
export function IntroTextField({ value, onChange, onBlur, error }: TIntroTextFieldProps) {
  const html = sanitizeRichText(useDeferredValue(value));
  return (
    <Stack gap={6}>
      <Textarea
        label={tc('clients.registerIntroLabel')}
        description={tc('clientsAdmin.edit.introHelp')}
        rows={5}
        resize="vertical"
        maxLength={CLIENT_INTRO_TEXT_MAX}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        error={error}
      />
      {html && (
        <Box>
          <Text size="sm" fw={500}>
            {tc('clientsAdmin.edit.introPreview')}
          </Text>
          <Box
            p="xs"
            bd="1px solid var(--mantine-color-gray-3)"
            style={{ borderRadius: 'var(--mantine-radius-sm)', overflowWrap: 'anywhere' }}
            data-testid="intro-preview"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by core's allow-list above.
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </Box>
      )}
    </Stack>
  );
}
