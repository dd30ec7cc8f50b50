import '@mantine/tiptap/styles.css';
import { ta } from '@eform/core/messages/admin';
import type { TTokenEntry } from '@eform/core/tokens';
import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo } from 'react';

/** What the content field gives the editor (also the lazy component's props). */
export type TRichContentProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  tokens: readonly TTokenEntry[];
};

const labels = (): Partial<RichTextEditorLabels> => ({
  boldControlLabel: ta('emailSettings.rte.bold'),
  italicControlLabel: ta('emailSettings.rte.italic'),
  underlineControlLabel: ta('emailSettings.rte.underline'),
  strikeControlLabel: ta('emailSettings.rte.strike'),
  h2ControlLabel: ta('emailSettings.rte.h2'),
  h3ControlLabel: ta('emailSettings.rte.h3'),
  bulletListControlLabel: ta('emailSettings.rte.bulletList'),
  orderedListControlLabel: ta('emailSettings.rte.orderedList'),
  linkControlLabel: ta('emailSettings.rte.link'),
  unlinkControlLabel: ta('emailSettings.rte.unlink'),
  clearFormattingControlLabel: ta('emailSettings.rte.clear'),
  undoControlLabel: ta('emailSettings.rte.undo'),
  redoControlLabel: ta('emailSettings.rte.redo'),
  linkEditorInputLabel: ta('emailSettings.rte.linkInput'),
  linkEditorInputPlaceholder: ta('emailSettings.rte.linkPlaceholder'),
  linkEditorExternalLink: ta('emailSettings.rte.linkExternal'),
  linkEditorInternalLink: ta('emailSettings.rte.linkInternal'),
  linkEditorSave: ta('emailSettings.rte.linkSave'),
});

/**
 * The manual content of an e-mail as rich text (Mantine's Tiptap editor, loaded only on this
 * tab), with the form's tokens as chips that insert `$name$` at the cursor. The HTML goes out as
 * typed; a setting stored as plain text is shown as one paragraph and stays as stored until
 * edited.
 */
export function RichContentEditor({ label, value, onChange, error, tokens }: TRichContentProps) {
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true },
      }),
    ],
    content: value,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
      },
    },
  });

  // A reset from outside (reload after a conflict, the saved answer) replaces the text.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const shown = editor.isEmpty ? '' : editor.getHTML();
    if (shown !== value && !(value !== '' && editor.getText() === value)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        },
      },
    });
  }, [editor, error, labelId, errorId]);

  const controlLabels = useMemo(labels, []);
  return (
    <Stack gap={6}>
      <Input.Label id={labelId} required onClick={() => editor?.commands.focus()}>
        {label}
      </Input.Label>
      <RichTextEditor
        editor={editor}
        labels={controlLabels}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={160} />
      </RichTextEditor>
      {error && (
        <Input.Error id={errorId} role="alert">
          {error}
        </Input.Error>
      )}
      <TokenChips
        tokens={tokens}
        onInsert={(token) => editor?.chain().focus().insertContent(token).run()}
      />
    </Stack>
  );
}

function TokenChips({
  tokens,
  onInsert,
}: {
  tokens: readonly TTokenEntry[];
  onInsert: (token: string) => void;
}) {
  if (tokens.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {ta('emailSettings.contentTokens')}
      </Text>
      <Group gap={6} wrap="wrap" mah={180} style={{ overflowY: 'auto' }}>
        {tokens.map((entry) => (
          <Button
            key={`${entry.elementType}:${entry.name}`}
            variant="light"
            size="compact-sm"
            ff="monospace"
            fw={500}
            aria-label={ta('emailSettings.insertTokenChip', {
              token: entry.token,
              label: entry.label,
            })}
            title={entry.label}
            // Keeps the editor's selection: the chip does not take focus on a mouse press.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsert(entry.token)}
            maw="100%"
            styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
          >
            {entry.token}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
