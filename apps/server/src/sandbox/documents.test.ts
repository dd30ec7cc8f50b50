import { type TSchema, ZSchema } from '@eform/core/elements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderRegistrationPdf, type TRegistrationDocument } from '../modules/documents';
import { extractPdfText, solidPng } from '../modules/documents/pdf-text.test-support';
import { docxMedia, docxText, makeDocx, para } from '../modules/email-word/word-docx.test-support';
import {
  fillTemplate,
  prepareTemplate,
  WordTemplateError,
} from '../modules/email-word/word-template';
import {
  closeDocumentSandbox,
  fillTemplateInSandbox,
  prepareTemplateInSandbox,
  renderPdfInSandbox,
} from './documents';

// The server's documents rendered in the sandbox's children are the documents rendered in its
// own process: the pictures are read here (storage, database) and cross over IPC.
afterAll(() => closeDocumentSandbox());
// A child's first start (the renderers' modules through tsx) takes seconds on a loaded machine.
beforeAll(() => prepareTemplateInSandbox(Buffer.from('warm')).catch(() => undefined));

const PHOTO = 'files/foto.png';
const schema: TSchema = ZSchema.parse([
  { uuid: 'e1', name: 'naam', elementType: 'text', label: 'Naam' },
  { uuid: 'e2', name: 'foto', elementType: 'image', label: 'Foto' },
  { uuid: 'e3', name: 'handtekening', elementType: 'signature', label: 'Handtekening' },
  {
    uuid: 'e4',
    name: 'bomen',
    elementType: 'subform',
    label: 'Bomen',
    subform: { schema: [{ uuid: 's1', name: 'soort', elementType: 'text', label: 'Soort' }] },
  },
]);

const stored: Record<string, Buffer> = {
  [PHOTO]: solidPng(400, 300),
  handtekening: solidPng(300, 100),
};
const readStored = async (reference: unknown) => {
  const key = (reference as { url?: string; file_id?: string }).url ?? '';
  return stored[key] ?? stored[(reference as { file_id?: string }).file_id ?? ''];
};

const registration: TRegistrationDocument = {
  formName: 'Melding',
  serialNumber: 7,
  registrationName: 'Melding van Zoë',
  registeredAt: new Date('2026-03-05T13:07:00Z'),
  schema,
  values: {
    naam: 'Zoë',
    foto: [{ url: PHOTO, name: 'foto.png' }],
    handtekening: { file_id: 'handtekening', name: 'Handtekening.png' },
    bomen: Array.from({ length: 30 }, (_, i) => ({ soort: `Eik ${i + 1}` })),
  },
  readFile: readStored,
};

/**
 * What a reader sees of a PDF: its text, its pages and its pictures (each image's size and
 * colour space, sorted). Not its bytes: pdfkit numbers a PNG's alpha mask when the asynchronous
 * split of its channels ends, so on a loaded machine the same document can come out with its
 * objects in another order (seen in a full run beside other test runs).
 */
async function comparable(pdf: Buffer) {
  const latin = pdf.toString('latin1');
  const images = [...latin.matchAll(/\/Subtype \/Image[\s\S]*?>>/g)]
    .map(([dict]) =>
      ['Width', 'Height', 'ColorSpace']
        .map((key) => new RegExp(`/${key} (\\S+)`).exec(dict)?.[1] ?? '')
        .join(' '),
    )
    .sort();
  return {
    text: await extractPdfText(pdf),
    pages: latin.match(/\/Type \/Page\b/g)?.length ?? 0,
    images,
  };
}

describe('documents in the sandbox', () => {
  it('renders the registration PDF with its stored pictures as the server process would', async () => {
    const read: unknown[] = [];
    const sandboxed = await renderPdfInSandbox({
      ...registration,
      readFile: async (reference) => {
        read.push(reference);
        return readStored(reference);
      },
    });
    const own = await renderRegistrationPdf(registration);
    expect(read).toHaveLength(2); // the photo and the signature, read in this process
    const [inSandbox, inProcess] = await Promise.all([comparable(sandboxed), comparable(own)]);
    expect(inSandbox).toEqual(inProcess);
    // Both pictures and the alpha masks of the PNGs are in it.
    expect(inSandbox.images.length).toBeGreaterThanOrEqual(2);
    expect((await extractPdfText(sandboxed)).join('\n')).toContain('Eik 30');
  });

  it('prepares and fills a Word template as the server process would', async () => {
    const bytes = await makeDocx(para('Beste $naam$') + para('$foto:half$'));
    const prepared = await prepareTemplateInSandbox(bytes);
    expect(prepared.tokens).toEqual((await prepareTemplate(bytes)).tokens);
    const fill = { schema, values: registration.values, readFile: readStored };
    const docx = await fillTemplateInSandbox(prepared, fill);
    expect(await docxText(docx)).toBe(await docxText(await fillTemplate(prepared, fill)));
    expect(await docxText(docx)).toContain('Beste Zoë');
    expect(await docxMedia(docx)).toHaveLength(1);
  });

  it('gives back a file that is no Word document as a WordTemplateError', async () => {
    await expect(prepareTemplateInSandbox(Buffer.from('geen zip'))).rejects.toBeInstanceOf(
      WordTemplateError,
    );
  });
});
