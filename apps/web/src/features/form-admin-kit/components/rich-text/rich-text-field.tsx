import { ta } from '@eform/core/messages/admin';
import { Group, Loader, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { TRichTextProps } from './rich-text-editor';

// The editor (Tiptap and ProseMirror) is loaded when a screen shows it, not by every admin screen.
const RichTextEditorField = lazy(() =>
  import('./rich-text-editor').then((module) => ({ default: module.RichTextEditorField })),
);

/**
 * Rich text as the form administration writes it (an e-mail's content, a static text): the
 * editor, loaded on demand, with the form's tokens as chips when `tokens` is given.
 */
export function RichTextField(props: TRichTextProps) {
  return (
    <Suspense
      fallback={
        <Group gap="xs" mih={200} align="center">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {ta('richText.loading')}
          </Text>
        </Group>
      }
    >
      <RichTextEditorField {...props} />
    </Suspense>
  );
}
