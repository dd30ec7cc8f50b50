import { z } from 'zod';

/** The longest e-mail address accepted anywhere (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * The one e-mail rule of the product, for every form, contract and element: the text trimmed, at
 * most {@link MAX_EMAIL_LENGTH} characters, an address by zod's pattern. `message` is the error a
 * form shows for either failure.
 * @example emailAddressSchema(t('ui.login.emailInvalid'))
 */
export function emailAddressSchema(message?: string) {
  return z.string().trim().max(MAX_EMAIL_LENGTH, message).pipe(z.email(message));
}

/** {@link emailAddressSchema} without a form's message: the contracts' e-mail address. */
export const ZEmailAddress = /* @__PURE__ */ emailAddressSchema();

/** Whether `value` is a valid e-mail address by the one rule ({@link emailAddressSchema}). */
export function isEmail(value: string): boolean {
  return ZEmailAddress.safeParse(value).success;
}
