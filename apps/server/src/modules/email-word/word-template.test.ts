import { randomUUID } from 'node:crypto';
import type { TSchema } from '@eform/core/elements';
import { describe, expect, it } from 'vitest';
import { TINY_PNG_DATA_URL } from '../../../test/files';
import { docxMedia, docxText, makeDocx, para, table } from './word-docx.test-support';
import { fillTemplate, pixelSize, prepareTemplate, unknownTokens } from './word-template';

// Filling a Word template (doc 2 §3, §9): the spec's tokens however Word split them, subform
// rows (tablerow marker) and paragraphs, pictures, and text that only looks like a token.

const schema = [
  { uuid: randomUUID(), elementType: 'text', name: 'naam', label: 'Naam' },
  {
    uuid: randomUUID(),
    elementType: 'subform',
    name: 'items',
    label: 'Items',
    subform: {
      schema: [
        { uuid: randomUUID(), elementType: 'text', name: 'wat', label: 'Wat' },
        { uuid: randomUUID(), elementType: 'image', name: 'foto', label: 'Foto' },
      ],
    },
  },
  { uuid: randomUUID(), elementType: 'signature', name: 'handtekening', label: 'Handtekening' },
] as unknown as TSchema;

const values = {
  naam: 'Els',
  items: [
    { wat: 'Stoel', foto: TINY_PNG_DATA_URL },
    { wat: 'Tafel', foto: null },
  ],
  handtekening: TINY_PNG_DATA_URL,
};

async function fill(body: string, data: Record<string, unknown> = values) {
  const prepared = await prepareTemplate(await makeDocx(body));
  const docx = await fillTemplate(prepared, { schema, values: data });
  return { prepared, docx, text: await docxText(docx) };
}

describe('Word templates', () => {
  it('joins a token Word split over runs; a paragraph end breaks one', async () => {
    const { text, prepared } = await fill(
      para('Beste ', '$', 'na', 'am', '$', '!') + para('Prijs $') + para('naam$ blijft'),
    );
    expect(text).toBe('Beste Els!\nPrijs $\nnaam$ blijft\n');
    expect(prepared.tokens).toEqual(['naam']);
  });

  it('joins tokens over many runs, several starting and ending in one run', async () => {
    const { text, prepared } = await fill(para('$n', 'a', 'am$ en $naam$ $', 'na', 'am$!', ' $x'));
    expect(text).toBe('Els en Els Els! $x\n');
    expect(prepared.tokens).toEqual(['naam']);
  });

  it('leaves dollar signs that are no token, and unknown tokens, as typed', async () => {
    const { text } = await fill(para('Kost $ 5 of $10 en $onbekend$, $naam$'));
    expect(text).toBe('Kost $ 5 of $10 en $onbekend$, Els\n');
  });

  it('repeats a table row per subform item (tablerow marker), closing in the same row', async () => {
    const { text } = await fill(
      table([
        [['Nr'], ['Wat']],
        [['$-w:tr items$$subform_index$'], ['$items.wat$$/items$']],
        [['Einde'], ['']],
      ]),
    );
    expect(text).toBe('Nr | Wat | \n1 | Stoel | \n2 | Tafel | \nEinde |  | \n');
  });

  it('a tablerow marker without its closing repeats just its own row', async () => {
    const { text } = await fill(table([[['$-w:tr items$$wat$']], [['Na']]]));
    expect(text).toBe('Stoel | \nTafel | \nNa | \n');
  });

  it('repeats paragraphs between $#subform$ and $/subform$, no rows without items', async () => {
    const body = para('$#items$') + para('- $wat$') + para('$/items$') + para('Klaar');
    expect((await fill(body)).text).toBe('- Stoel\n- Tafel\nKlaar\n');
    expect((await fill(body, { ...values, items: [] })).text).toBe('Klaar\n');
  });

  it("places pictures at the token's size, the item's own in a loop", async () => {
    const { docx } = await fill(
      para('$handtekening:quarter$') +
        para('$#items$') +
        para('$foto:half$ $wat$') +
        para('$/items$'),
    );
    // The signature and the one item picture (the other item has none).
    expect(await docxMedia(docx)).toHaveLength(2);
  });

  it('reads the pixel size of PNG and JPEG', () => {
    expect(pixelSize(Buffer.from(TINY_PNG_DATA_URL.split(',')[1] ?? '', 'base64'))).toEqual({
      width: 1,
      height: 1,
    });
    const jpeg = Buffer.from(
      'ffd8ffe000104a46494600010100000100010000ffc0000b080064009601011100',
      'hex',
    );
    expect(pixelSize(jpeg)).toEqual({ width: 150, height: 100 });
  });

  it('names the tokens the form does not know', () => {
    expect(
      unknownTokens(
        ['naam', 'items.wat', 'wat', '-w:tr items', '/items', 'foto:half', 'form_name', 'x', '#y'],
        schema,
      ),
    ).toEqual(['x', '#y']);
  });

  it('refuses what is no Word document', async () => {
    await expect(prepareTemplate(Buffer.from('geen zip'))).rejects.toThrow();
  });
});
