import { sanitizeRichText } from '@eform/core/format/rich-text';
import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { richTextExtensions } from './rich-text-extensions';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

/** What the editor makes of `html` (as if pasted or loaded), as its HTML. */
function through(html: string): string {
  editor = new Editor({ extensions: richTextExtensions(), content: html });
  return editor.getHTML();
}

/** A fragment as a comparable string: its tags with their attributes sorted, and its text. */
function shape(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  const walk = (node: Node): string => {
    if (!(node instanceof Element)) return node.textContent ?? '';
    const attributes = [...node.attributes].map((a) => `${a.name}="${a.value}"`).sort();
    const inner = [...node.childNodes].map(walk).join('');
    return `<${[node.localName, ...attributes].join(' ')}>${inner}</${node.localName}>`;
  };
  return [...box.childNodes].map(walk).join('');
}

/** The text of a fragment without its white space. */
function text(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box.textContent?.replace(/\s+/g, '') ?? '';
}

describe('richTextExtensions', () => {
  it.each([
    ['<p>Hallo <strong>vet</strong> en <em>schuin</em></p>'],
    ['<p>regel<br>volgende</p>'],
    ['<ul><li><p>een</p></li><li><p>twee</p></li></ul><ol><li><p>drie</p></li></ol>'],
    ['<p><a href="https://example.nl">link</a> <a href="mailto:a@example.nl">mail</a></p>'],
    ['<h2>Kop</h2><p><u>onder</u> <s>door</s> <code>code</code></p>'],
    ['<blockquote><p>citaat</p></blockquote><hr><pre><code>blok</code></pre>'],
    ['<p><a href="javascript:alert(1)">geen link</a> <a href="ftp://x.nl">ook niet</a></p>'],
    ['platte tekst zonder opmaak'],
  ])('makes of %s only what the sanitiser keeps as it is, text and all', (html) => {
    const made = through(html);
    expect(shape(sanitizeRichText(made))).toBe(shape(made));
    expect(text(made)).toBe(text(html));
  });

  it('keeps bold, italic, lists and safe links, and gives links the target the filler gets', () => {
    expect(through('<p><strong>a</strong><em>b</em><a href="https://example.nl">c</a></p>')).toBe(
      '<p><strong>a</strong><em>b</em><a target="_blank" rel="noopener noreferrer" href="https://example.nl">c</a></p>',
    );
  });
});
