import { ta } from '@eform/core/messages/admin';
import { Group, Loader, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { TRichContentProps } from './rich-content-editor';

// The editor (Tiptap and ProseMirror) is loaded by this tab only, not by every admin screen.
const RichContentEditor = lazy(() =>
  import('./rich-content-editor').then((module) => ({ default: module.RichContentEditor })),
);

/** The manual content of an e-mail: the rich-text editor with token chips, loaded on demand. */
export function ContentField(props: TRichContentProps) {
  return (
    <Suspense
      fallback={
        <Group gap="xs" mih={200} align="center">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {ta('emailSettings.editorLoading')}
          </Text>
        </Group>
      }
    >
      <RichContentEditor {...props} />
    </Suspense>
  );
}
