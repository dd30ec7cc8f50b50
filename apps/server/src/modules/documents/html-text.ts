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

/**
 * The text of a static text's HTML as paragraphs: blocks and `<br>` break lines, list items get
 * a bullet, entities are decoded, runs of spaces collapse; markup and scripts are dropped.
 */
export function htmlToText(html: string): string {
  let text = '';
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED.has(name)) skipping++;
        else if (name === 'br') text += '\n';
        else if (name === 'li') text += '\n• ';
        else if (name === 'td' || name === 'th') text += ' ';
        else if (BLOCKS.has(name)) text += '\n';
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipping = Math.max(0, skipping - 1);
        else if (BLOCKS.has(name)) text += '\n';
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
