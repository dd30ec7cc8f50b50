import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertDocxToPdf, PdfConversionError } from './soffice';

// What a Word → PDF conversion answers when LibreOffice is not there, fails or hangs: a
// PdfConversionError with a Dutch reason (the sender then attaches the .docx and logs it).

async function fakeSoffice(script: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'fake-soffice-'));
  const path = join(dir, 'soffice');
  await writeFile(path, `#!/bin/sh\n${script}\n`);
  await chmod(path, 0o755);
  return path;
}

const docx = Buffer.from('PK');

describe('convertDocxToPdf', () => {
  it('missing: says to install libreoffice-writer-nogui', async () => {
    const error = await convertDocxToPdf(docx, { binary: '/nonexistent/soffice' }).catch((e) => e);
    expect(error).toBeInstanceOf(PdfConversionError);
    expect(error.missing).toBe(true);
    expect(error.message).toContain('libreoffice-writer-nogui');
  });

  it('failing: the reason LibreOffice gave', async () => {
    const binary = await fakeSoffice('echo "source file could not be loaded" >&2; exit 1');
    const error = await convertDocxToPdf(docx, { binary }).catch((e) => e);
    expect(error).toBeInstanceOf(PdfConversionError);
    expect(error.message).toBe(
      'LibreOffice kon het document niet omzetten: source file could not be loaded',
    );
  });

  it('hanging: stopped after the timeout', async () => {
    const binary = await fakeSoffice('sleep 30');
    const started = Date.now();
    const error = await convertDocxToPdf(docx, { binary, timeoutMs: 300 }).catch((e) => e);
    expect(error.message).toBe('LibreOffice was na 0 seconden niet klaar.');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('the next conversion still runs after one failed', async () => {
    const binary = await fakeSoffice(
      'for last; do :; done; dir=$(dirname "$last"); printf "%%PDF-1.4" > "$dir/bijlage.pdf"',
    );
    const pdf = await convertDocxToPdf(docx, { binary });
    expect(pdf.toString()).toBe('%PDF-1.4');
  });
});
