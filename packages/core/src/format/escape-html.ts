/**
 * Escapes text for HTML element content and double- or single-quoted attribute values: the five
 * characters `& < > " '`. Used wherever text is put into HTML by hand (server pages, e-mail
 * bodies, the rich-text sanitiser), so there is one escaper to trust.
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
