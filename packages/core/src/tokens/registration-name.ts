import type { TSchema } from '../elements';
import type { TTokenRegistration } from './registration-tokens';
import { replaceTokens } from './replace-tokens';

/** Registration name when the form sets no registrationNameToken: serial number and date. */
export const DEFAULT_REGISTRATION_NAME_PATTERN =
  '$registration_serial_number$ - $registration_date$';

/**
 * The name of a registration: the form's pattern (registrationNameToken) with its tokens replaced;
 * the default pattern when the form has none or the result is blank.
 * @example registrationName(undefined, { schema: [], values: {}, registration }) // '12 - 5 mrt. 2026 14:07'
 */
export function registrationName(
  pattern: string | null | undefined,
  ctx: {
    schema: TSchema;
    values: Readonly<Record<string, unknown>>;
    registration: TTokenRegistration;
  },
): string {
  const own = pattern?.trim() ? replaceTokens(pattern, ctx).trim() : '';
  return own !== '' ? own : replaceTokens(DEFAULT_REGISTRATION_NAME_PATTERN, ctx).trim();
}

/**
 * The summary of a registration saved on the device, which tells it apart from the others of its
 * form in the saved list (doc 1 §2.10; it has no serial number yet): the form's pattern
 * (registrationNameToken) with its fields filled in, or the form's own summary when the form has
 * no pattern or none of the fields it names is filled in yet.
 * @example savedRegistrationSummary('Melding $naam$', 'Meldingen', { schema, values: { naam: 'Jan' } }) // 'Melding Jan'
 */
export function savedRegistrationSummary(
  pattern: string | null | undefined,
  formSummary: string,
  ctx: {
    schema: TSchema;
    values: Readonly<Record<string, unknown>>;
    registration?: TTokenRegistration;
  },
): string {
  if (pattern?.trim()) {
    const own = replaceTokens(pattern, ctx).trim();
    // The pattern with no field filled in: its own words and the registration's facts only.
    if (own !== replaceTokens(pattern, { ...ctx, values: {} }).trim()) return own;
  }
  return formSummary.trim();
}
