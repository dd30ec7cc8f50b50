/** Sizes an image token can take in a Word attachment. */
export const TOKEN_IMAGE_SIZES = ['half', 'third', 'quarter', 'whole'] as const;

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
