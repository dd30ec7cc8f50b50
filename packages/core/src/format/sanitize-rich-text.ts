import { Parser } from 'htmlparser2';
import { escapeHtml } from './escape-html';

/** Tags rich text may keep (doc 1 §5); everything else is unwrapped to its text. */
export const RICH_TEXT_ALLOWED_TAGS = ['p', 'strong', 'em', 'a', 'br', 'ul', 'li', 'ol'] as const;

/** URL schemes a link may use; links without a scheme (relative) are kept too. */
export const RICH_TEXT_ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

const ALLOWED = new Set<string>(RICH_TEXT_ALLOWED_TAGS);
const SCHEMES = new Set<string>(RICH_TEXT_ALLOWED_SCHEMES);
// Content of these is code or embedded documents, never readable text, so it goes with the tag.
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'noscript',
  'template',
  'object',
  'noframes',
]);
// Mirrors htmlparser2's "opening X implicitly closes an open Y" for the tags we emit. We apply it
// to our own output so that re-parsing the output yields the same tree (sanitising is idempotent).
const OPEN_IMPLIES_CLOSE: Record<string, ReadonlySet<string>> = {
  p: new Set(['p']),
  ul: new Set(['p']),
  ol: new Set(['p']),
  li: new Set(['li']),
};

type TEntry = { name: string; emitted: boolean; open: boolean };

/** The href to keep, or undefined when it is missing or uses a scheme we do not allow. */
function safeHref(href: string | undefined): string | undefined {
  if (href === undefined) return undefined;
  const trimmed = href.trim();
  // Browsers ignore control characters and whitespace inside a scheme ('java\tscript:').
  const compact = Array.from(trimmed)
    .filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  if (scheme !== undefined && !SCHEMES.has(scheme)) return undefined;
  return trimmed;
}

/**
 * Whether a link to `href` survives {@link sanitizeRichText}: an http(s), mailto or tel address,
 * or one without a scheme. An editor asks before it makes a link, so none is dropped later.
 */
export function isRichTextHrefAllowed(href: string): boolean {
  return safeHref(href) !== undefined;
}

/**
 * Sanitises rich text to the tags p, strong, em, a, br, ul, li, ol (doc 1 §5). A link keeps only
 * an http(s), mailto, tel or relative href and always gets target="_blank" and
 * rel="noopener noreferrer"; a link without a safe href is unwrapped. Other tags are dropped with
 * their text kept, except script, style, iframe (and similar embeds) whose content is dropped too.
 * All other attributes are dropped and text is escaped. The output is well formed and
 * `sanitizeRichText(sanitizeRichText(x)) === sanitizeRichText(x)`. Pure JS: works in browser and Node.
 */
export function sanitizeRichText(html: string): string {
  let out = '';
  let skipDepth = 0;
  const parsed: TEntry[] = [];
  const emitted: TEntry[] = [];

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const entry: TEntry = { name, emitted: false, open: false };
        parsed.push(entry);
        if (skipDepth > 0 || DROP_WITH_CONTENT.has(name)) {
          if (DROP_WITH_CONTENT.has(name)) skipDepth += 1;
          return;
        }
        if (!ALLOWED.has(name)) return;
        if (name === 'br') {
          out += '<br>';
          return;
        }
        let attributes = '';
        if (name === 'a') {
          const href = safeHref(attribs.href);
          if (href === undefined) return;
          attributes = ` href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer"`;
        }
        const closes = OPEN_IMPLIES_CLOSE[name];
        let top = emitted.at(-1);
        while (closes && top && closes.has(top.name)) {
          out += `</${top.name}>`;
          top.open = false;
          emitted.pop();
          top = emitted.at(-1);
        }
        out += `<${name}${attributes}>`;
        entry.emitted = true;
        entry.open = true;
        emitted.push(entry);
      },
      ontext(text) {
        if (skipDepth === 0) out += escapeHtml(text);
      },
      onclosetag(name) {
        // htmlparser2 may report the close of a tag that was cut off before it opened ('<a ' at the
        // very end); such a close matches nothing we saw open and must not pop its parent.
        if (parsed.at(-1)?.name !== name) return;
        const entry = parsed.pop();
        if (DROP_WITH_CONTENT.has(name) && skipDepth > 0) {
          skipDepth -= 1;
          return;
        }
        if (entry?.emitted && entry.open) {
          out += `</${entry.name}>`;
          entry.open = false;
          emitted.pop();
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return out;
}
