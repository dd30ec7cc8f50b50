import { isRichTextHrefAllowed } from '@eform/core/format/rich-text';
import type { Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/**
 * What the rich-text editor can make: exactly what core's sanitiser keeps (p, strong, em, a, br,
 * ul, ol, li, see `RICH_TEXT_ALLOWED_TAGS`), which the server applies to an e-mail's content and
 * the filler to a static text. Headings, underline, strikethrough, quotes, code and rules are not
 * offered (pasted, they become plain paragraphs and text), and a link only gets an address the
 * sanitiser keeps, with the target and rel it sets: nothing typed here is dropped later.
 */
export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: false,
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer', class: null },
        isAllowedUri: (url, { defaultValidate }) =>
          defaultValidate(url) && isRichTextHrefAllowed(url),
      },
    }),
  ];
}
