type TRgb = [number, number, number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/i;
// The named colours a colour picker or a person is likely to give; others fall back to the text colour.
const NAMED: Readonly<Record<string, TRgb>> = {
  black: [0, 0, 0],
  white: [255, 255, 255],
  red: [255, 0, 0],
  green: [0, 128, 0],
  blue: [0, 0, 255],
  yellow: [255, 255, 0],
  orange: [255, 165, 0],
  purple: [128, 0, 128],
  gray: [128, 128, 128],
  grey: [128, 128, 128],
  brown: [165, 42, 42],
  pink: [255, 192, 203],
};

/** A CSS colour (#rgb, #rrggbb, rgb(), rgba() or a common name) as RGB; undefined otherwise. */
export function parseColor(css: string | undefined): TRgb | undefined {
  const text = (css ?? '').trim();
  const hex = HEX.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as TRgb;
  }
  const rgb = RGB.exec(text);
  if (rgb) return [1, 2, 3].map((i) => Math.min(255, Number(rgb[i]))) as TRgb;
  return NAMED[text.toLowerCase()];
}
