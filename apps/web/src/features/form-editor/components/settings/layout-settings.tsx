import { HEADER_LEVELS } from '@eform/core/constants';
import type { TElementOf } from '@eform/core/elements';
import { sanitizeRichText } from '@eform/core/format/rich-text';
import { ta } from '@eform/core/messages/admin';
import { Box, Stack, Text, Textarea } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { ChoiceSetting } from './choice-setting';
import type { TSettingsProps } from './settings-props';

/** header: its level h1-h4 (its text is the label). */
export function HeaderSettings({ element, change }: TSettingsProps<TElementOf<'header'>>) {
  return (
    <ChoiceSetting
      label={ta('elementSettings.headerLevel')}
      prefix="elementSettings.headerLevel"
      options={HEADER_LEVELS}
      value={element.component ?? 'h2'}
      onChange={(component) => change({ component })}
    />
  );
}

/**
 * staticText: the filler shows it as rich text, sanitised by core to p, strong, em, a, br, ul, ol
 * and li, so it is edited as that HTML, with a preview of what the filler will see.
 */
export function StaticTextSettings({ element, change }: TSettingsProps<TElementOf<'staticText'>>) {
  const text = useDeferredValue(element.staticText ?? '');
  const html = useMemo(() => sanitizeRichText(text), [text]);
  return (
    <Stack gap="xs">
      <Textarea
        label={ta('elementSettings.staticText')}
        description={ta('elementSettings.staticTextHint')}
        autosize
        minRows={4}
        maxRows={16}
        value={element.staticText ?? ''}
        onChange={(event) => change({ staticText: event.currentTarget.value })}
      />
      {html && (
        <Box>
          <Text size="sm" fw={500}>
            {ta('elementSettings.preview')}
          </Text>
          <Box
            p="xs"
            bd="1px solid var(--mantine-color-gray-3)"
            style={{ borderRadius: 'var(--mantine-radius-sm)', overflowWrap: 'anywhere' }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by core's allow-list above.
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </Box>
      )}
    </Stack>
  );
}
