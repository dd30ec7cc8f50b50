/**
 * Renders the app icons (PNG) of the web manifest and iOS from apps/web/public/favicon.svg with the
 * Chromium the e2e tests use. Run after changing the logo, and commit the results:
 *   npx tsx e2e/scripts/generate-app-icons.ts
 * PNGs are needed besides the SVG: iOS takes only a PNG apple-touch-icon, and installability
 * checks look for 192 and 512 px icons.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

const PUBLIC_DIR = resolve(import.meta.dirname, '../../apps/web/public');
const BRAND = '#1c5fa8';

type TIcon = {
  file: string;
  size: number;
  /** Square brand background (no transparency): iOS and maskable icons get their own mask. */
  background: boolean;
  /** Share of the icon the logo takes; maskable icons keep it inside the 80 % safe circle. */
  scale: number;
};

const ICONS: TIcon[] = [
  { file: 'icons/icon-192.png', size: 192, background: false, scale: 1 },
  { file: 'icons/icon-512.png', size: 512, background: false, scale: 1 },
  { file: 'icons/icon-maskable-512.png', size: 512, background: true, scale: 0.72 },
  { file: 'icons/apple-touch-icon-180.png', size: 180, background: true, scale: 1 },
];

const svg = await readFile(resolve(PUBLIC_DIR, 'favicon.svg'), 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const logo = Math.round(icon.size * icon.scale);
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;background:${icon.background ? BRAND : 'transparent'}">` +
        `<img src="${dataUrl}" width="${logo}" height="${logo}" alt=""></body>`,
    );
    await page.screenshot({ path: resolve(PUBLIC_DIR, icon.file), omitBackground: true });
    await page.close();
    console.log(`wrote ${icon.file}`);
  }
} finally {
  await browser.close();
}
