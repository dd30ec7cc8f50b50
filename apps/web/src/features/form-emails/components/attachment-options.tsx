import { EMAIL_FONTS, type TEmailSettingFields } from '@eform/core/email';
import { ta } from '@eform/core/messages/admin';
import {
  ColorInput,
  Fieldset,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { TColoredElement, TIssueMessages } from './email-settings-model';
import { WordTemplateField } from './word-template-field';

type TProps = {
  /** The form whose e-mails these are: its Word templates are uploaded for it. */
  formId: string;
  setting: TEmailSettingFields;
  onChange: (patch: Partial<TEmailSettingFields>) => void;
  messages: TIssueMessages;
};

/**
 * The attachments of an e-mail: the registration as PDF (with its file name), the registration's
 * own files, no styling, and the Word template filled in (uploaded and processed, its file name
 * and whether it goes as PDF or docx).
 */
export function AttachmentOptions({ formId, setting, onChange, messages }: TProps) {
  return (
    <Fieldset legend={ta('emailSettings.attachments')} variant="unstyled">
      <Stack gap="sm">
        <Switch
          label={ta('emailSettings.pdf')}
          checked={setting.email_add_attachment_registration_pdf}
          onChange={(event) =>
            onChange({ email_add_attachment_registration_pdf: event.currentTarget.checked })
          }
        />
        {setting.email_add_attachment_registration_pdf && (
          <TextInput
            label={ta('emailSettings.pdfName')}
            description={ta('emailSettings.fileNameHelp')}
            required
            value={setting.attachment_filename}
            onChange={(event) => onChange({ attachment_filename: event.currentTarget.value })}
            error={messages.attachment_filename}
            rightSection={<Text size="sm">.pdf</Text>}
            rightSectionWidth={44}
            spellCheck={false}
          />
        )}
        <Switch
          label={ta('emailSettings.files')}
          checked={setting.email_add_attachments}
          onChange={(event) => onChange({ email_add_attachments: event.currentTarget.checked })}
        />
        <Switch
          label={ta('emailSettings.noStyling')}
          checked={setting.email_no_styling}
          onChange={(event) => onChange({ email_no_styling: event.currentTarget.checked })}
        />
        <Switch
          label={ta('emailSettings.word')}
          checked={setting.email_send_word_attachment}
          onChange={(event) =>
            onChange({ email_send_word_attachment: event.currentTarget.checked })
          }
        />
        {setting.email_send_word_attachment && (
          <Stack gap="sm" pl={{ base: 0, xs: 'md' }}>
            <WordTemplateField
              formId={formId}
              value={setting.word_upload}
              onChange={(word_upload) => onChange({ word_upload })}
              issue={messages.word_upload}
            />
            <TextInput
              label={ta('emailSettings.wordName')}
              description={ta('emailSettings.fileNameHelp')}
              required
              value={setting.word_filename}
              onChange={(event) => onChange({ word_filename: event.currentTarget.value })}
              error={messages.word_filename}
              spellCheck={false}
            />
            <Radio.Group
              label={ta('emailSettings.sendAs')}
              value={setting.send_as_filetype}
              onChange={(value) =>
                onChange({ send_as_filetype: value === 'docx' ? 'docx' : 'pdf' })
              }
            >
              <Group gap="md" mt={6}>
                <Radio value="pdf" label={ta('emailSettings.sendAs.pdf')} />
                <Radio value="docx" label={ta('emailSettings.sendAs.docx')} />
              </Group>
            </Radio.Group>
          </Stack>
        )}
      </Stack>
    </Fieldset>
  );
}

/**
 * The attachment's styling: the default font (one of the nine) and a colour per answer of each
 * radio and select element. An empty colour is the plain text colour.
 */
export function StylingOptions({
  setting,
  onChange,
  elements,
}: {
  setting: TEmailSettingFields;
  onChange: (patch: Partial<TEmailSettingFields>) => void;
  elements: readonly TColoredElement[];
}) {
  const styling = setting.styling_options;
  const setColor = (element: string, option: string, color: string) => {
    const own = { ...(styling.option_colors[element] ?? {}) };
    if (color === '') delete own[option];
    else own[option] = color;
    const option_colors = { ...styling.option_colors, [element]: own };
    if (Object.keys(own).length === 0) delete option_colors[element];
    onChange({ styling_options: { ...styling, option_colors } });
  };
  return (
    <Fieldset legend={ta('emailSettings.styling')} variant="unstyled">
      <Stack gap="sm">
        <NativeSelect
          label={ta('emailSettings.font')}
          required
          value={styling.default_font}
          data={[...EMAIL_FONTS]}
          onChange={(event) => {
            const font = EMAIL_FONTS.find((name) => name === event.currentTarget.value);
            if (font) onChange({ styling_options: { ...styling, default_font: font } });
          }}
          maw={{ base: '100%', xs: 320 }}
        />
        {elements.length > 0 && (
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {ta('emailSettings.colors')}
            </Text>
            <Text size="sm" c="dimmed">
              {ta('emailSettings.colorsHelp')}
            </Text>
            {elements.map((element) => (
              <Fieldset key={element.name} legend={element.label} p="sm">
                <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
                  {element.options.map((option) => (
                    <ColorInput
                      key={option.value}
                      label={option.label}
                      aria-label={ta('emailSettings.colorLabel', {
                        option: option.label,
                        element: element.label,
                      })}
                      value={styling.option_colors[element.name]?.[option.value] ?? ''}
                      onChange={(color) => setColor(element.name, option.value, color)}
                      format="hex"
                      withEyeDropper={false}
                    />
                  ))}
                </SimpleGrid>
              </Fieldset>
            ))}
          </Stack>
        )}
      </Stack>
    </Fieldset>
  );
}
