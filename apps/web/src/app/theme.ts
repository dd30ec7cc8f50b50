import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

/** Calm blue for a public-sector audience; focus rings always visible for keyboard users. */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
});
