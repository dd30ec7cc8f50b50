import { formatDate } from '../format';
import type { TMessageKey } from '../messages';

/** The registration facts tokens can show. */
export interface TTokenRegistration {
  registration_serial_number?: number | string | null;
  registration_date?: string | number | Date | null;
  registration_phase?: number | string | null;
  registration_user_id?: { username?: string | null } | null;
  form_name?: string | null;
}

/** Tokens that stand for facts of the registration rather than for an element's value. */
export const REGISTRATION_TOKENS = [
  'registration_serial_number',
  'registration_date',
  'registration_phase',
  'registration_user',
  'form_name',
] as const;

/** One of {@link REGISTRATION_TOKENS}. */
export type TRegistrationToken = (typeof REGISTRATION_TOKENS)[number];

/** Catalogue key of the label of each registration token. */
export const REGISTRATION_TOKEN_LABELS: Readonly<Record<TRegistrationToken, TMessageKey>> = {
  registration_serial_number: 'element.token.registrationSerialNumber',
  registration_date: 'element.token.registrationDate',
  registration_phase: 'element.token.registrationPhase',
  registration_user: 'element.token.registrationUser',
  form_name: 'element.token.formName',
};

/** Whether `name` is one of {@link REGISTRATION_TOKENS}. */
export function isRegistrationToken(name: string): name is TRegistrationToken {
  return (REGISTRATION_TOKENS as readonly string[]).includes(name);
}

const text = (value: unknown): string =>
  value === undefined || value === null ? '' : String(value);

/** The text of a registration token; the date as day, short Dutch month, year, hour:minute. */
export function registrationTokenValue(
  token: TRegistrationToken,
  registration: TTokenRegistration,
): string {
  switch (token) {
    case 'registration_date':
      return registration.registration_date ? formatDate(registration.registration_date) : '';
    case 'registration_user':
      return text(registration.registration_user_id?.username);
    default:
      return text(registration[token]);
  }
}
