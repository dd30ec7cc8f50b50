import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TSchema } from '@eform/core/elements';
import { afterAll, describe, expect, it } from 'vitest';
import { convertDocxToPdf } from '../../src/modules/email-word/soffice';
import {
  docxParts,
  docxText,
  makeDocx,
  para,
  relsPart,
} from '../../src/modules/email-word/word-docx.test-support';
import {
  fillTemplate,
  prepareTemplate,
  WordTemplateError,
} from '../../src/modules/email-word/word-template';
import { TINY_PNG } from '../files';
import { docxFrame, repeatedEntry, writeZip, zipBombDocx, zipEntry } from './hostile-docx';

/**
 * Abuse suite, Word templates (issue 29, findings 1 and 2). A 306 KB .docx whose
 * word/document.xml inflated to 300 MB aborted Node for every client; a template's external
 * image made LibreOffice request an internal address three times while converting to PDF. A
 * template is now refused on what its zip declares before anything is inflated, stopped while
 * inflating where its headers lie (template-zip.ts), stripped of everything that fetches
 * (template-external.ts), and converted by a LibreOffice without network (soffice.ts).
 */

const refusal = (message: string) => new WordTemplateError(message);

describe('a Word template cannot blow up memory (finding 1)', () => {
  it("refuses the probe's zip bomb (300 KB inflating to 300 MB) before inflating it", async () => {
    const bomb = zipBombDocx(300);
    expect(bomb.length).toBeLessThan(400_000);
    const before = process.memoryUsage().rss;
    await expect(prepareTemplate(bomb)).rejects.toThrow(
      refusal(
        'Dit Word-bestand is te groot na uitpakken: word/document.xml is 300,0 MB, maximaal 32,0 MB.',
      ),
    );
    // Nothing of the 300 MB was made.
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('stops a part that inflates past the size its headers declare', async () => {
    const liar = zipBombDocx(300, 2_000);
    await expect(prepareTemplate(liar)).rejects.toThrow(
      refusal(
        'Dit Word-bestand is beschadigd: word/document.xml is na uitpakken groter dan het bestand zelf opgeeft.',
      ),
    );
  });

  it('refuses too many parts, too much in total and a part packed too tightly', async () => {
    const many = [...docxFrame(), zipEntry('word/document.xml', '<w:document/>')];
    for (let i = 0; i < 2_000; i++) many.push(zipEntry(`word/media/${i}.txt`, 'x'));
    await expect(prepareTemplate(writeZip(many))).rejects.toThrow(
      refusal('Dit Word-bestand bestaat uit te veel onderdelen (2003, maximaal 2000).'),
    );

    // 34 parts of 3 MB: each small enough, together over 100 MB.
    const heavy = [...docxFrame(), zipEntry('word/document.xml', '<w:document/>')];
    for (let i = 0; i < 34; i++) {
      heavy.push(
        repeatedEntry(`word/media/${i}.bin`, { head: '', fill: 'x', megabytes: 3, tail: '' }),
      );
    }
    await expect(prepareTemplate(writeZip(heavy))).rejects.toThrow(
      refusal('Dit Word-bestand is te groot na uitpakken (102,0 MB, maximaal 100,0 MB).'),
    );

    const tight = [
      ...docxFrame(),
      zipEntry('word/document.xml', '<w:document/>'),
      repeatedEntry('word/media/plaatje.bmp', { head: '', fill: 'x', megabytes: 20, tail: '' }),
    ];
    await expect(prepareTemplate(writeZip(tight))).rejects.toThrow(
      /^Dit Word-bestand is verdacht sterk ingepakt: word\/media\/plaatje\.bmp wordt bij uitpakken \d+ keer zo groot \(maximaal 200 keer\)\.$/,
    );
  });

  it('still reads and fills a template with 5 MB of text', async () => {
    const schema = [{ uuid: 'a', elementType: 'text', name: 'naam', label: 'Naam' }] as TSchema;
    const sentence = 'Het college van burgemeester en wethouders heeft besloten dat ';
    const paragraphs: string[] = [];
    for (let i = 0; paragraphs.length * 16 * sentence.length < 5 * 1024 * 1024; i++) {
      // Varied text (a zip of one repeated line would trip the packing check); a token Word
      // split over runs in every hundredth paragraph.
      const text = Array.from({ length: 16 }, (_, k) => `${sentence}${i * 16 + k}`).join(' ');
      paragraphs.push(i % 100 === 0 ? para(`${i}: $na`, 'am$ ', text) : para(text));
    }
    const docx = await makeDocx(paragraphs.join(''));
    const prepared = await prepareTemplate(docx);
    expect(prepared.tokens).toEqual(['naam']);
    const filled = await fillTemplate(prepared, { schema, values: { naam: 'Els' } });
    const text = await docxText(filled);
    expect(text.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(text).toContain(`\n100: Els ${sentence}1600 `);
    expect(text).not.toContain('$na');
    // Filling (docx-templates) takes most of it: 5 to 10 s on a loaded 2-core machine.
  }, 60_000);
});

/** An HTTP server on 127.0.0.1 that counts what is asked of it (a picture for everything). */
const requests: string[] = [];
const server = createServer((request, response) => {
  requests.push(request.url ?? '');
  response.writeHead(200, { 'content-type': 'image/png' }).end(TINY_PNG);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise((resolve) => server.close(resolve)));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
/** A picture of 1 cm whose blip is `blip`. */
const picture = (blip: string) =>
  `<w:p><w:r><w:drawing><wp:inline><wp:extent cx="360000" cy="360000"/><wp:docPr id="1" name="Plaatje"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="1" name="plaatje.png"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill>${blip}<a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="360000" cy="360000"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;
/** A complex field: begin, instruction, separate, the result shown, end. */
const complexField = (instruction: string, shown: string) =>
  `<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> ${instruction} </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>${shown}</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>`;

/** The probe's template and more: everything in a .docx that can make a reader fetch. */
const hostileTemplate = () =>
  makeDocx(
    para('Beste $naam$,') +
      picture('<a:blip r:link="rIdExtern"/>') +
      `<w:p><w:fldSimple w:instr=" INCLUDEPICTURE &quot;${base}/simple.png&quot; \\d "><w:r><w:t>Eenvoudig veld</w:t></w:r></w:fldSimple></w:p>` +
      complexField(`INCLUDEPICTURE "${base}/complex.png" \\d`, 'Oud plaatje') +
      complexField(`INCLUDETEXT "${base}/tekst.docx"`, 'Oude tekst') +
      complexField(`LINK Excel.Sheet.12 "${base}/blad.xlsx" "Blad1!R1C1"`, 'Oude koppeling') +
      `<w:p><w:hyperlink r:id="rIdLink"><w:r><w:t>Onze site</w:t></w:r></w:hyperlink></w:p>`,
    {
      relationships:
        `<Relationship Id="rIdExtern" Type="${REL}/image" Target="${base}/relatie.png" TargetMode="External"/>` +
        `<Relationship Id="rIdLink" Type="${REL}/hyperlink" Target="https://www.example.nl/" TargetMode="External"/>` +
        `<Relationship Id="rIdEvil" Type="${REL}/hyperlink" Target="file:///etc/passwd" TargetMode="External"/>` +
        `<Relationship Id="rIdSettings" Type="${REL}/settings" Target="settings.xml"/>` +
        `<Relationship Id="rIdHeader" Type="${REL}/header" Target="header1.xml"/>`,
      parts: {
        'word/settings.xml': `<w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="${REL}"><w:attachedTemplate r:id="rIdSjabloon"/></w:settings>`,
        'word/_rels/settings.xml.rels': relsPart(
          `<Relationship Id="rIdSjabloon" Type="${REL}/attachedTemplate" Target="${base}/sjabloon.dotx" TargetMode="External"/>`,
        ),
        'word/header1.xml': `<w:hdr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:p><w:fldSimple w:instr="INCLUDEPICTURE ${base}/kop.png"/></w:p></w:hdr>`,
      },
    },
  );

const hasSoffice = (() => {
  try {
    execFileSync('soffice', ['--version'], { stdio: 'ignore', timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
})();

describe('a Word template cannot make anything fetch (finding 2)', () => {
  it('keeps no external link but the web hyperlink, and the results the fields showed', async () => {
    const prepared = await prepareTemplate(await hostileTemplate());
    const parts = await docxParts(prepared.docx);
    const all = [...parts.values()].join('\n');
    expect(all).not.toContain(base);
    expect(all).not.toMatch(/INCLUDEPICTURE|INCLUDETEXT|LINK Excel|file:\/\//);
    expect(parts.get('word/_rels/document.xml.rels')).toContain(
      'Target="https://www.example.nl/" TargetMode="External"',
    );
    // What pointed at a removed relationship is gone with it.
    expect(parts.get('word/document.xml')).not.toContain('rIdExtern');
    expect(parts.get('word/settings.xml')).not.toContain('attachedTemplate');
    const text = await docxText(prepared.docx);
    for (const shown of ['Eenvoudig veld', 'Oud plaatje', 'Oude tekst', 'Oude koppeling']) {
      expect(text).toContain(shown);
    }
  });

  it.skipIf(!hasSoffice)(
    'LibreOffice converts it to PDF without one request, even before it was stripped',
    async () => {
      const raw = await hostileTemplate();
      const prepared = await prepareTemplate(raw);
      const filled = await fillTemplate(prepared, { schema: [], values: {} });
      const pdf = await convertDocxToPdf(filled);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      // The namespace alone: the template as uploaded, links and all.
      const rawPdf = await convertDocxToPdf(raw);
      expect(rawPdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(requests).toEqual([]);
    },
    120_000,
  );
});
