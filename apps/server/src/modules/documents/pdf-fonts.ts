/** The three faces the renderer uses of one family. */
export type TFontFaces = { regular: string; bold: string; italic: string };

const SANS: TFontFaces = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
};
const SERIF: TFontFaces = { regular: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic' };
const MONO: TFontFaces = { regular: 'Courier', bold: 'Courier-Bold', italic: 'Courier-Oblique' };
// No standard PDF font is a script; a slanted serif is the nearest.
const SCRIPT: TFontFaces = {
  regular: 'Times-Italic',
  bold: 'Times-BoldItalic',
  italic: 'Times-Italic',
};

// The nine fonts of doc 2 §9 on the PDF standard fonts: no font files to ship or embed, and
// every PDF reader has them. Metrics differ a little from the named fonts; the look is the same kind.
const FACES_BY_FONT: Readonly<Record<string, TFontFaces>> = {
  arial: SANS,
  verdana: SANS,
  tahoma: SANS,
  'trebuchet ms': SANS,
  'times new roman': SERIF,
  georgia: SERIF,
  garamond: SERIF,
  'courier new': MONO,
  'brush script mt': SCRIPT,
};

/** The standard-font faces closest to an e-mail setting's font; sans-serif when unknown. */
export function fontFaces(font: string | undefined): TFontFaces {
  return FACES_BY_FONT[(font ?? '').trim().toLowerCase()] ?? SANS;
}

// WinAnsi (the standard fonts' encoding) beyond Latin-1: the 0x80-0x9F code points.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const REPLACEMENT = '?';
const COMBINING_MARKS = /\p{M}/gu;

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)
  );
}

/**
 * Text the standard fonts can show: WinAnsi covers Dutch (é, ë, ï, €); other letters lose their
 * accent when that helps (ő → o), and what is left (emoji, other scripts) becomes '?', since an
 * unencodable character would print as a wrong glyph. Tabs become spaces, line breaks stay.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    if (char === '\n' || isWinAnsi(char)) out += char;
    else if (char === '\t') out += ' ';
    else if (char === '\r' || /\p{Cc}|\p{Cf}|\p{M}/u.test(char)) continue;
    else {
      const base = char.normalize('NFKD').replace(COMBINING_MARKS, '');
      out += base !== '' && [...base].every(isWinAnsi) ? base : REPLACEMENT;
    }
  }
  return out;
}
