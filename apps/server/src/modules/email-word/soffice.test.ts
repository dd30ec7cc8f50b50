import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSofficeAllowNetwork } from '../../config';
import { convertDocxToPdf, PdfConversionError } from './soffice';

// What a Word → PDF conversion answers when LibreOffice is not there, fails or hangs: a
// PdfConversionError with a Dutch reason (the sender then attaches the .docx and logs it). And
// LibreOffice never has network (issue 29): a namespace of its own, or no conversion at all
// unless SOFFICE_ALLOW_NETWORK says otherwise.

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

  it('runs LibreOffice in a network namespace of its own: a loopback, no routes', async () => {
    // The fake writes the network interfaces and the routes it sees as its "PDF".
    const binary = await fakeSoffice(
      'for last; do :; done; dir=$(dirname "$last"); { cat /proc/net/dev; echo ROUTES; cat /proc/net/route; } > "$dir/bijlage.pdf"',
    );
    const [devices = '', routes] = (await convertDocxToPdf(docx, { binary }))
      .toString()
      .split('ROUTES\n');
    const interfaces = [...devices.matchAll(/^\s*([\w.-]+):/gm)].map((match) => match[1]);
    expect(interfaces).toEqual(['lo']);
    // Not one route (the loopback is down): nothing, not even 127.0.0.1, can be reached.
    expect(routes).toBe('');
  });

  it('refuses the conversion where no namespace can be made, with the way out', async () => {
    const unshare = await fakeSoffice(
      'echo "unshare: unshare failed: Operation not permitted" >&2; exit 1',
    );
    const binary = await fakeSoffice(
      'for last; do :; done; dir=$(dirname "$last"); printf "%%PDF-1.4" > "$dir/bijlage.pdf"',
    );
    const error = await convertDocxToPdf(docx, { binary, unshare, allowNetwork: false }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(PdfConversionError);
    expect(error.missing).toBe(true);
    expect(error.message).toBe(
      'LibreOffice kan op deze server niet zonder netwerk worden gestart (unshare --net is niet toegestaan: unshare: unshare failed: Operation not permitted), dus wordt er niet naar PDF omgezet. Geef het serverproces dat recht, of zet SOFFICE_ALLOW_NETWORK=1 op een ontwikkelmachine.',
    );
    // The operator's explicit opt-out (a development machine): converted with the network.
    const pdf = await convertDocxToPdf(docx, { binary, unshare, allowNetwork: true });
    expect(pdf.toString()).toBe('%PDF-1.4');
  });

  it('SOFFICE_ALLOW_NETWORK is off unless set', () => {
    expect(readSofficeAllowNetwork({})).toBe(false);
    expect(readSofficeAllowNetwork({ SOFFICE_ALLOW_NETWORK: '1' })).toBe(true);
    expect(readSofficeAllowNetwork({ SOFFICE_ALLOW_NETWORK: 'nee' })).toBe(false);
  });
});
