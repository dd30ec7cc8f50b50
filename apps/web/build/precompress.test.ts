// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

const dir = await mkdtemp(join(tmpdir(), 'eform-precompress-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

const script = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `tekst ${i}`))};`;

describe('precompressDir', () => {
  it('writes .br and .gz copies of text files that decompress to the original', async () => {
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'assets', 'app-1234.js'), script);
    await writeFile(join(dir, 'index.html'), `<!doctype html>${'<p>eForm</p>'.repeat(200)}`);
    await writeFile(join(dir, 'icon.png'), Buffer.alloc(4096, 1));
    await writeFile(join(dir, 'tiny.css'), 'a{color:red}');
    await writeFile(join(dir, 'app-1234.js.map'), script);
    await mkdir(join(dir, '.vite'));
    await writeFile(join(dir, '.vite', 'manifest.json'), script);

    const done = await precompressDir(dir);

    expect(done.sort()).toEqual([join('assets', 'app-1234.js'), 'index.html']);
    const original = await readFile(join(dir, 'assets', 'app-1234.js'));
    const br = await readFile(join(dir, 'assets', 'app-1234.js.br'));
    const gz = await readFile(join(dir, 'assets', 'app-1234.js.gz'));
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gunzipSync(gz).equals(original)).toBe(true);
    expect(br.length).toBeLessThan(original.length);
  });

  it('leaves images, files under 1 KB, source maps and dot folders alone', async () => {
    const files = [...(await readdir(dir)), ...(await readdir(join(dir, '.vite')))];
    expect(files).not.toContain('icon.png.br');
    expect(files).not.toContain('tiny.css.gz');
    expect(files).not.toContain('app-1234.js.map.br');
    expect(files).not.toContain('manifest.json.br');
  });
});
