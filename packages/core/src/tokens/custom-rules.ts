import { isEmail } from '../validation/email-address';

/** A single token of data-name characters, optionally with dotted children. */
const SINGLE_TOKEN = /^\$[a-z0-9_]+(\.[a-z0-9_]+)*\$$/;
/** A single token of lowercase letters, digits and underscores only. */
const SINGLE_PLAIN_TOKEN = /^\$[a-z0-9_]+\$$/;
const FILENAME = /^[A-Za-z0-9_-]+$/;

/**
 * The custom rule emailOrToken: a valid e-mail address, or exactly one `$token$` (whose value is
 * an e-mail address at sending time), e.g. 'info@example.nl' or '$email$'.
 */
export function isEmailOrToken(value: string): boolean {
  const trimmed = value.trim();
  return SINGLE_TOKEN.test(trimmed) || isEmail(trimmed);
}

/**
 * The custom rule filenameOrToken: exactly one `$token$` of lowercase letters, digits and
 * underscores; otherwise only letters, digits, dashes and underscores (no dots, no spaces).
 */
export function isFilenameOrToken(value: string): boolean {
  return SINGLE_PLAIN_TOKEN.test(value) || FILENAME.test(value);
}
