import { t } from '@eform/core/messages';
import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  luminance,
  type MantineColorsTuple,
} from '@mantine/core';
import classes from './theme.module.css';

const brand: MantineColorsTuple = [
  '#e8f2fc',
  '#d2e2f4',
  '#a3c3e9',
  '#70a2de',
  '#4786d4',
  '#2e74cf',
  '#1f6bcd',
  '#1259b5',
  '#1c5fa8',
  '#003f82',
];

/** WCAG 2.1 AA (1.4.3) for normal text. */
const AA_TEXT_CONTRAST = 4.5;

/**
 * Secondary text ('dimmed'): Mantine's gray.6 reads at 3.3:1 on white and 3.15:1 on the shell's
 * gray.0 background; this grey reads at 6.1:1 and 5.8:1 and still sits visibly below body text.
 */
const DIMMED_TEXT = '#5c636a';

/** The WCAG contrast ratio of two colours. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `color`, darkened in small steps until it reads at AA on `background`. */
export function readableOn(color: string, background: string): string {
  let result = color;
  for (let amount = 0.05; amount < 1 && contrastRatio(result, background) < AA_TEXT_CONTRAST; ) {
    result = darken(color, amount);
    amount += 0.05;
  }
  return result;
}

/** Mantine's outline hover lays this much of the button's colour over the background. */
const OUTLINE_HOVER_TINT = 0.05;

/**
 * Text colours at AA, once for every component: secondary text, error messages (red.6 reads at
 * 3.3:1; red.9 at 5.5:1), and the 'light' variant of every colour (badges, alerts, light
 * buttons), whose text is shade 9 on shade 1, or shade 2 on hover: orange, yellow, lime, green
 * and teal fall short there (orange 3.6:1), so their text is darkened until it reads on shade 2.
 * Filled buttons (white on shade 7) are darkened the same way where they fall short (red), and
 * so are outline buttons (shade 7 as text and border on the page: red 'Naar prullenbak' read at
 * 3.6:1 on the shell's gray.0). Only the light scheme: the app has no dark scheme.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  // The same theme gives the same colours: worked out once, not on every provider render.
  let resolved = resolvedThemes.get(theme);
  if (!resolved) {
    resolved = resolveVariables(theme);
    resolvedThemes.set(theme, resolved);
  }
  return resolved;
};

const resolvedThemes = new WeakMap<object, ReturnType<CSSVariablesResolver>>();

function resolveVariables(theme: Parameters<CSSVariablesResolver>[0]) {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED_TEXT,
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    const text = readableOn(shades[9], shades[2]);
    if (text !== shades[9]) light[`--mantine-color-${name}-light-color`] = text;
    // Filled buttons carry white text on shade 7: red.7 reads at 3.8:1, so it is darkened.
    const filled = readableOn(shades[7], '#ffffff');
    if (filled !== shades[7]) {
      light[`--mantine-color-${name}-filled`] = filled;
      light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    }
    // Outline buttons stand on the shell's gray.0, under their tint when hovered. gray.0
    // darkened by the tint's share is darker than any colour's tint over it (each channel is
    // at most the tint's mix): text that reads on it reads hovered too.
    const outline = readableOn(shades[7], darken(theme.colors.gray[0], OUTLINE_HOVER_TINT));
    if (outline !== shades[7]) light[`--mantine-color-${name}-outline`] = outline;
  }
  return { variables: {}, light, dark: {} };
}

/**
 * Calm blue for a public-sector audience. Focus rings always visible for keyboard users: the
 * 'auto' ring on buttons and links, and on text fields a 2 px ring as well, where Mantine only
 * changes the 1 px border colour. Plain component objects, not `Component.extend()`, so the
 * theme does not pull the toast component into the entry chunk.
 */
export const theme = createTheme({
  primaryColor: 'brand',
  // The app has one colour scheme, light (app.tsx).
  primaryShade: 7,
  colors: { brand },
  // system-ui is each platform's own face (Segoe UI, San Francisco, Roboto); naming them again
  // cost the fill path bytes it has no room for.
  fontFamily: 'Inter, system-ui, sans-serif',
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    Input: { classNames: { input: classes.input } },
    // A toast's close button is an icon: without a name a screen reader announces just 'button'.
    Notification: {
      classNames: { description: classes.notificationDescription },
      defaultProps: { closeButtonProps: { 'aria-label': t('ui.common.close') } },
    },
    // The same for a dialog's close button (axe: button-name).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('ui.common.close') } } },
    // Mantine draws a dialog's header as <header>: in a dialog portaled to <body> that is a
    // second banner landmark beside the page's (axe: landmark-no-duplicate-banner).
    ModalHeader: { defaultProps: { component: 'div' } },
    // A menu opens with the focus on its first item, as the ARIA menu pattern has it, not on
    // Mantine's focus placeholder: a role="presentation" child a menu may not hold (axe:
    // aria-required-children, critical; the 'Exporteren' menu failed it). It opens where its
    // button is, in the page's landmark (portaled to <body> its items were content outside every
    // landmark, axe: region), placed 'fixed' so a table's scroll box does not clip it.
    Menu: {
      defaultProps: {
        withInitialFocusPlaceholder: false,
        withinPortal: false,
        floatingStrategy: 'fixed',
      },
    },
  },
});
