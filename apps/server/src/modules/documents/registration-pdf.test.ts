import { type TSchema, ZSchema } from '@eform/core/elements';
import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';
import { renderRegistrationPdf, type TRegistrationDocument } from './index';
import { parseColor } from './pdf-color';
import { fontFaces, toWinAnsi } from './pdf-fonts';
import { extractPdfText, pngDataUrl, solidPng } from './pdf-text.test-support';

const STORED_PHOTO = 'files/photo-1.png';

const schema: TSchema = ZSchema.parse([
  { uuid: 'e1', name: 'kop', elementType: 'header', label: 'Gegevens melder', component: 'h1' },
  {
    uuid: 'e2',
    name: 'uitleg',
    elementType: 'staticText',
    staticText: '<p>Lees dit <strong>eerst</strong> &amp; vul in.</p>',
  },
  { uuid: 'e3', name: 'naam', elementType: 'text', label: 'Naam melder' },
  { uuid: 'e4', name: 'aantal', elementType: 'number', label: 'Aantal' },
  { uuid: 'e5', name: 'datum', elementType: 'date', label: 'Datum melding' },
  {
    uuid: 'e6',
    name: 'ernst',
    elementType: 'radio',
    label: 'Ernst',
    options: [
      { label: 'Laag', value: 'l' },
      { label: 'Hoog', value: 'h' },
    ],
  },
  {
    uuid: 'e7',
    name: 'soorten',
    elementType: 'checkbox_multiple',
    label: 'Soorten',
    options: [
      { label: 'Zwerfvuil', value: 'a' },
      { label: 'Graffiti', value: 'b' },
      { label: 'Kapotte lamp', value: 'c' },
    ],
  },
  { uuid: 'e8', name: 'akkoord', elementType: 'checkbox_single', label: 'Akkoord' },
  { uuid: 'e9', name: 'foto', elementType: 'image', label: 'Foto' },
  { uuid: 'e10', name: 'handtekening', elementType: 'signature', label: 'Handtekening' },
  {
    uuid: 'e11',
    name: 'bomen',
    elementType: 'subform',
    label: 'Bomen',
    subform: {
      schema: [
        { uuid: 's1', name: 'soort', elementType: 'text', label: 'Boomsoort' },
        { uuid: 's2', name: 'hoogte', elementType: 'number', label: 'Hoogte (m)' },
      ],
    },
  },
  { uuid: 'e12', name: 'bijlage', elementType: 'file', label: 'Bijlage' },
  { uuid: 'e13', name: 'locatie', elementType: 'gps', label: 'Locatie' },
  { uuid: 'e14', name: 'opmerking', elementType: 'textarea', label: 'Opmerking' },
]);

function registration(overrides: Partial<TRegistrationDocument> = {}): TRegistrationDocument {
  return {
    formName: 'Melding openbare ruimte',
    serialNumber: 42,
    registrationName: 'Melding van José',
    registeredAt: new Date('2026-03-05T13:07:00Z'),
    phase: 'Beoordeling',
    username: 'jan@example.nl',
    schema,
    values: {
      naam: 'Zoë Brontë – café €5',
      aantal: 3.5,
      datum: '2026-03-04',
      ernst: 'h',
      soorten: ['a', 'c'],
      akkoord: true,
      foto: [{ url: STORED_PHOTO, name: 'foto.png' }],
      handtekening: { name: 'Handtekening.png', base64: pngDataUrl(solidPng(300, 100)) },
      bomen: Array.from({ length: 60 }, (_, i) => ({ soort: `Eik ${i + 1}`, hoogte: i + 1 })),
      bijlage: [{ url: 'files/rapport.pdf', name: 'rapport.pdf' }],
      locatie: { lat: 52.0907, lon: 5.1214, accuracy: 4 },
    },
    styling: { default_font: 'Verdana', option_colors: { ernst: { h: '#c62828' } } },
    readFile: async (reference) =>
      (reference as { url?: string }).url === STORED_PHOTO ? solidPng(800, 600) : undefined,
    ...overrides,
  };
}

describe('renderRegistrationPdf', () => {
  it('typesets every kind of element, with a subform table over several pages', async () => {
    const pdf = await renderRegistrationPdf(registration());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await extractPdfText(pdf);
    const all = pages.join('\n');

    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages[0]).toContain('Melding openbare ruimte');
    expect(all).toContain('5 mrt. 2026 14:07'); // 13:07 UTC is 14:07 in Amsterdam
    expect(all).toContain('Melding van José');
    expect(all).toContain('Beoordeling');
    expect(all).toContain('Gegevens melder');
    expect(all).toContain('Lees dit eerst & vul in.');
    expect(all).toContain('Zoë Brontë – café €5');
    expect(all).toContain('3,5');
    expect(all).toContain('4 mrt. 2026');
    expect(all).toContain('Hoog');
    expect(all).not.toMatch(/Laag/);
    expect(all).toContain('Zwerfvuil');
    expect(all).toContain('Kapotte lamp');
    expect(all).not.toContain('Graffiti');
    expect(all).toMatch(/Akkoord\s+Ja/);
    expect(all).toContain('rapport.pdf');
    expect(all).toContain('52.0907, 5.1214');
    expect(all).toContain('Boomsoort');
    expect(pages[0]).toContain('Pagina 1 van');
    expect(pages[1]).toContain(`Pagina 2 van ${pages.length}`);
    // The table goes on on page 2, under its header row again.
    // The table goes on over the next pages, each starting with its header row again.
    const tablePages = pages.filter((page) => /Eik \d+/.test(page));
    expect(tablePages.length).toBeGreaterThanOrEqual(2);
    for (const page of tablePages) expect(page).toContain('Boomsoort');
    expect(pages[1]).toMatch(/Eik \d+/);
    expect(all).toContain('Eik 60');
  });

  it('leaves out empty values when asked, and shows a dash for them otherwise', async () => {
    const values = { naam: 'Alleen dit' };
    const hidden = (
      await extractPdfText(
        await renderRegistrationPdf(registration({ values, hideEmptyValues: true })),
      )
    ).join('\n');
    expect(hidden).toContain('Alleen dit');
    expect(hidden).not.toContain('Aantal');
    expect(hidden).not.toContain('Bomen');
    const shown = (
      await extractPdfText(await renderRegistrationPdf(registration({ values })))
    ).join('\n');
    expect(shown).toMatch(/Aantal\s+–/);
    expect(shown).toMatch(/Akkoord\s+Nee/);
  });

  it('replaces emoji and other characters the standard fonts lack instead of failing', async () => {
    const values = { naam: 'Top 👍🏽 gedaan 你好', opmerking: 'Kraków ő' };
    const text = (await extractPdfText(await renderRegistrationPdf(registration({ values })))).join(
      '\n',
    );
    expect(text).toContain('Top ?? gedaan ??');
    expect(text).toContain('Kraków o');
  });

  it('falls back to the file name when a picture cannot be read', async () => {
    const values = { foto: [{ url: 'files/missing.jpg', name: 'kapot.jpg' }] };
    const text = (
      await extractPdfText(
        await renderRegistrationPdf(registration({ values, readFile: async () => undefined })),
      )
    ).join('\n');
    expect(text).toContain('kapot.jpg');
  });

  // Its speed is measured by `npm run bench:documents` (a far heavier form), not here: a timed
  // assertion failed on a loaded machine without anything being wrong.
  it('renders a 20-field registration with every label and answer', async () => {
    const fields = Array.from({ length: 20 }, (_, i) => ({
      uuid: `t${i}`,
      name: `veld_${i}`,
      elementType: 'text',
      label: `Veld ${i + 1}`,
    }));
    const values = Object.fromEntries(fields.map((f, i) => [f.name, `Antwoord ${i + 1} met é`]));
    const text = (
      await extractPdfText(
        await renderRegistrationPdf(registration({ schema: ZSchema.parse(fields), values })),
      )
    ).join('\n');
    for (let i = 1; i <= 20; i++) {
      expect(text).toContain(`Veld ${i}`);
      expect(text).toContain(`Antwoord ${i} met é`);
    }
  });
});

describe('PDF text helpers', () => {
  it.each([
    ['Zoë € – “quote”', 'Zoë € – “quote”'],
    ['tab\there', 'tab here'],
    ['Łódź', '?ódz'],
    ['😀', '?'],
  ])('toWinAnsi(%j) = %j', (input, expected) => {
    expect(toWinAnsi(input)).toBe(expected);
  });

  it.each([
    ['#f00', [255, 0, 0]],
    ['#1a2B3c', [26, 43, 60]],
    ['rgb(1, 2, 3)', [1, 2, 3]],
    ['Red', [255, 0, 0]],
    ['nonsense', undefined],
  ])('parseColor(%j)', (input, expected) => {
    expect(parseColor(input)).toEqual(expected);
  });

  it('maps the nine fonts to the nearest standard family', () => {
    expect(fontFaces('Arial').regular).toBe('Helvetica');
    expect(fontFaces('Georgia').regular).toBe('Times-Roman');
    expect(fontFaces('Courier New').bold).toBe('Courier-Bold');
    expect(fontFaces('Brush Script MT').regular).toBe('Times-Italic');
    expect(fontFaces(undefined).regular).toBe('Helvetica');
  });

  it('reads static text HTML as paragraphs and bullets', () => {
    expect(htmlToText('<p>Een &amp; twee</p><ul><li>a</li><li>b</li></ul><script>x</script>')).toBe(
      'Een & twee\n\n• a\n• b',
    );
  });
});
