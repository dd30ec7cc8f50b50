import '@mantine/tiptap/styles.css';
import { ta } from '@eform/core/messages/admin';
import type { TTokenEntry } from '@eform/core/tokens';
import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import { useEffect, useId, useMemo } from 'react';
import { richTextExtensions } from './rich-text-extensions';

/** What a screen gives the rich-text field (also the lazy component's props). */
export type TRichTextProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** Shown below the label and read with the text box. */
  description?: string;
  error?: string;
  required?: boolean;
  /** The form's tokens, offered as chips that insert `$name$` at the cursor; none: no chips. */
  tokens?: readonly TTokenEntry[];
};

const labels = (): Partial<RichTextEditorLabels> => ({
  boldControlLabel: ta('richText.bold'),
  italicControlLabel: ta('richText.italic'),
  bulletListControlLabel: ta('richText.bulletList'),
  orderedListControlLabel: ta('richText.orderedList'),
  linkControlLabel: ta('richText.link'),
  unlinkControlLabel: ta('richText.unlink'),
  clearFormattingControlLabel: ta('richText.clear'),
  undoControlLabel: ta('richText.undo'),
  redoControlLabel: ta('richText.redo'),
  linkEditorInputLabel: ta('richText.linkInput'),
  linkEditorInputPlaceholder: ta('richText.linkPlaceholder'),
  linkEditorSave: ta('richText.linkSave'),
});

/**
 * Rich text in Mantine's Tiptap editor (loaded on demand by {@link RichTextField}): bold, italic,
 * lists and links, exactly what core's sanitiser keeps (see `richTextExtensions`), with the
 * form's tokens as chips when given. The HTML goes out as typed; a text stored as plain text (or
 * with markup the editor does not make) is shown as the editor reads it and stays as stored
 * until edited.
 */
/** The editable area as a labelled multi-line text box, described by its help and error. */
function attributes(labelId: string, describedBy: string, error: unknown): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': 'true' } : {}),
  };
}

export function RichTextEditorField({
  label,
  value,
  onChange,
  description,
  error,
  required = false,
  tokens = [],
}: TRichTextProps) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const describedBy = [description && descriptionId, error && errorId].filter(Boolean).join(' ');
  const editor = useEditor({
    extensions: richTextExtensions(),
    content: value,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    editorProps: { attributes: attributes(labelId, describedBy, error) },
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
    editor.setOptions({ editorProps: { attributes: attributes(labelId, describedBy, error) } });
  }, [editor, error, labelId, describedBy]);

  const controlLabels = useMemo(labels, []);
  return (
    <Stack gap={6}>
      <Input.Label id={labelId} required={required} onClick={() => editor?.commands.focus()}>
        {label}
      </Input.Label>
      {description && <Input.Description id={descriptionId}>{description}</Input.Description>}
      <RichTextEditor
        editor={editor}
        labels={controlLabels}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
        // A link always opens in a new window (the sanitiser sets it): no switch that says otherwise.
        styles={{ linkEditorExternalControl: { display: 'none' } }}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link initialExternal />
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
