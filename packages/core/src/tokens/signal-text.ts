import { replaceTokens, type TReplaceTokensContext } from './replace-tokens';

/** Longest melding text Signalen takes (its signal's `text`, at most 3000 characters). */
export const SIGNAL_TEXT_MAX_LENGTH = 3000;

/**
 * The text of a Signalen melding made of a registration (issue 31 §3): the integration's token
 * template with the values as a person reads them ({@link replaceTokens}, as the e-mails do),
 * trimmed. Signalen refuses an empty text, so a template that leaves nothing (none set, or only
 * empty fields) gives `fallback` (the registration's name). Cut to
 * {@link SIGNAL_TEXT_MAX_LENGTH}, ending in '…' when cut, never halfway a character.
 * @example signalText('$soort$ bij $adres$', ctx, 'Registratie 12') // 'Losse tegel bij Kerkstraat 1'
 */
export function signalText(template: string, ctx: TReplaceTokensContext, fallback: string): string {
  const made = replaceTokens(template, ctx).trim();
  const text = made === '' ? fallback.trim() : made;
  if (text.length <= SIGNAL_TEXT_MAX_LENGTH) return text;
  let end = SIGNAL_TEXT_MAX_LENGTH - 1;
  const last = text.charCodeAt(end - 1);
  // A high surrogate at the cut would leave half a character.
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}
