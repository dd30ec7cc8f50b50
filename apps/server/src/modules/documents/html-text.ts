import { Parser } from 'htmlparser2';

const BLOCKS = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'table',
  'tr',
  'blockquote',
  'pre',
]);
const SKIPPED = new Set(['script', 'style', 'head', 'title']);

/** How {@link toText} writes what only a screen shows. */
interface TTextOptions {
  /** A link as 'tekst (url)' (its address written out), not its text alone. */
  links: boolean;
  /** A table row's cells as 'label: value', not separated by a space. */
  rows: boolean;
}

/** The address a link's text is followed by: none when the text already says it. */
function linkSuffix(href: string | undefined, text: string): string {
  if (!href) return '';
  const address = href.replace(/^mailto:/i, '');
  return text.trim() === address || text.trim() === href ? '' : ` (${address})`;
}

function toText(html: string, options: TTextOptions): string {
  let text = '';
  let skipping = 0;
  let cell = 0;
  const links: { href: string | undefined; start: number }[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (SKIPPED.has(name)) skipping++;
        else if (name === 'br') text += '\n';
        else if (name === 'li') text += '\n• ';
        else if (name === 'td' || name === 'th') {
          text += options.rows && cell > 0 ? ': ' : ' ';
          cell++;
        } else if (name === 'a' && options.links) {
          links.push({ href: attributes.href?.trim(), start: text.length });
        } else if (name === 'tr') {
          // One line per row: no blank line between rows.
          if (!text.endsWith('\n')) text += '\n';
          cell = 0;
        } else if (BLOCKS.has(name)) text += '\n';
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipping = Math.max(0, skipping - 1);
        else if (name === 'a' && options.links) {
          const link = links.pop();
          if (link) text += linkSuffix(link.href, text.slice(link.start));
        } else if (BLOCKS.has(name)) text += '\n';
      },
      ontext(data) {
        if (skipping === 0) text += data.replace(/\s+/g, ' ');
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The text of a static text's HTML as paragraphs: blocks and `<br>` break lines, list items get
 * a bullet, entities are decoded, runs of spaces collapse; markup and scripts are dropped.
 */
export function htmlToText(html: string): string {
  return toText(html, { links: false, rows: false });
}

/**
 * The plain-text part of an e-mail made from its HTML, as `htmlToText` does, with what the
 * HTML shows in other ways written out: a link as 'tekst (url)', a table row (the auto
 * content's label and value) as 'label: value'.
 */
export function htmlToMailText(html: string): string {
  return toText(html, { links: true, rows: true });
}
