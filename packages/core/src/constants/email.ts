/** Fonts offered for Word attachments. */
export const WORD_FONTS = [
  'Arial',
  'Verdana',
  'Tahoma',
  'Trebuchet MS',
  'Times New Roman',
  'Georgia',
  'Garamond',
  'Courier New',
  'Brush Script MT',
] as const;
/** Default font of Word attachment styling. */
export const DEFAULT_WORD_FONT = 'Arial';
/** Sizes an image token can take in a Word attachment. */
export const TOKEN_IMAGE_SIZES = ['half', 'third', 'quarter', 'whole'] as const;

/** Default file name of the registration PDF attachment. */
export const DEFAULT_EMAIL_ATTACHMENT_NAME = 'Registratie';
/** Token of the form name (used by the default e-mail content). */
export const FORM_NAME_TOKEN = '$form_name$';
/** Default content of a new e-mail setting: the phrase plus the form-name token. */
export const DEFAULT_EMAIL_CONTENT = `Hierbij de registratie van ${FORM_NAME_TOKEN}`;
/**
 * Defaults of a new e-mail setting that the spec fixes (PDF attachment on, hide empty values on);
 * the attachment file name default is {@link DEFAULT_EMAIL_ATTACHMENT_NAME}.
 */
export const DEFAULT_EMAIL_SETTING = {
  email_content: DEFAULT_EMAIL_CONTENT,
  email_hide_empty_values: true,
  email_add_attachment_registration_pdf: true,
} as const;

/** Periodic mail weekday numbers: 7 is Sunday, 1 Monday … 6 Saturday. */
export const WEEKDAY = {
  MONDAY: 1,
  TUESDAY: 2,
  WEDNESDAY: 3,
  THURSDAY: 4,
  FRIDAY: 5,
  SATURDAY: 6,
  SUNDAY: 7,
} as const;
/** Weekday numbers in display order, Sunday first as in the periodic mail panel. */
export const PERIODIC_MAIL_WEEKDAYS = [7, 1, 2, 3, 4, 5, 6] as const;
/** Default weekday of the periodic mail (Saturday). */
export const DEFAULT_PERIODIC_MAIL_DAY = WEEKDAY.SATURDAY;
/** Periods of the periodic registration mail. */
export const PERIODIC_MAIL_PERIODS = ['weekly', 'monthly'] as const;
/** The monthly mail goes out on this day of the month. */
export const MONTHLY_MAIL_DAY_OF_MONTH = 1;
