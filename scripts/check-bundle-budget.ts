import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  formatBudgetReport,
  measureFillPath,
  type TManifest,
} from '../apps/web/build/bundle-budget';

/**
 * `npm run check:budget`: fails when the built fill path (login → folders → fill) loads more than
 * its gzipped JavaScript budget. Reads apps/web/dist (build first: `npm run build`).
 */
const dist = resolve(import.meta.dirname, '../apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  process.stderr.write(`No build manifest at ${manifestPath}: run \`npm run build\` first.\n`);
  process.exit(1);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as TManifest;
// Level 9, as the pre-compressed .gz files the server sends.
const gzipSize = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const result = measureFillPath(manifest, gzipSize);
const report = formatBudgetReport(result);
if (result.ok) {
  process.stdout.write(`${report}\n`);
} else {
  process.stderr.write(`${report}\n`);
  process.exit(1);
}
