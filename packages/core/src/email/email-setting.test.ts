import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ATTACHMENT_NAME,
  newEmailSetting,
  validateEmailSetting,
  ZEmailSettingFields,
} from './email-setting';

const valid = () => ({
  ...newEmailSetting(),
  to_addresses: [{ to_address: 'meldingen@gemeente.nl' }],
  from_name: 'Gemeente',
  email_subject: 'Nieuwe melding $registration_serial_number$',
});

describe('e-mail settings', () => {
  it("start with the spec's defaults: PDF on, empty values hidden, 'Registratie', the content text", () => {
    const setting = newEmailSetting();
    expect(setting).toMatchObject({
      email_add_attachment_registration_pdf: true,
      email_hide_empty_values: true,
      attachment_filename: DEFAULT_ATTACHMENT_NAME,
      email_content: 'Hierbij de registratie van $form_name$',
      email_content_mode: 'manual',
      send_as_filetype: 'pdf',
      styling_options: { default_font: 'Arial', option_colors: {} },
    });
    expect(DEFAULT_ATTACHMENT_NAME).toBe('Registratie');
  });

  it('keep fields they do not know, so a stored setting goes back as it came', () => {
    expect(ZEmailSettingFields.parse({ eigen_veld: 3 }).eigen_veld).toBe(3);
  });

  it('accept a complete setting', () => {
    expect(validateEmailSetting(valid())).toEqual([]);
  });

  it('need a recipient, each an e-mail address or one token, and a sender name and subject', () => {
    const issues = validateEmailSetting({
      ...valid(),
      to_addresses: [],
      cc_addresses: [{ cc_address: '$email$' }, { cc_address: 'geen adres' }],
      bcc_addresses: [{ bcc_address: ' ' }],
      from_name: '',
      email_subject: ' ',
    });
    expect(issues[0]?.message).toBe('Vul minstens één ontvanger in.');
    expect(issues.map(({ path, messageKey }) => ({ path, messageKey }))).toEqual([
      { path: 'to_addresses', messageKey: 'email.recipientRequired' },
      { path: 'cc_addresses.1.cc_address', messageKey: 'validation.emailOrToken' },
      { path: 'bcc_addresses.0.bcc_address', messageKey: 'validation.required' },
      { path: 'from_name', messageKey: 'validation.required' },
      { path: 'email_subject', messageKey: 'validation.required' },
    ]);
  });

  it('need manual content, but not in auto mode', () => {
    const empty = { ...valid(), email_content: '<p>&nbsp;</p>' };
    expect(validateEmailSetting(empty)).toMatchObject([
      {
        path: 'email_content',
        messageKey: 'validation.required',
        message: 'Dit veld is verplicht.',
      },
    ]);
    expect(validateEmailSetting({ ...empty, email_content_mode: 'auto' })).toEqual([]);
  });

  it('check the attachment names (filenameOrToken) and need the Word template when it is sent', () => {
    expect(
      validateEmailSetting({
        ...valid(),
        attachment_filename: 'melding 1.pdf',
        email_send_word_attachment: true,
        word_filename: '$naam$',
      }),
    ).toMatchObject([
      { path: 'attachment_filename', messageKey: 'validation.filenameOrToken' },
      { path: 'word_upload', messageKey: 'email.wordRequired' },
    ]);
  });
});
