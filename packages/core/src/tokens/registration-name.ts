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
