import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvRecord, neutralise, unneutralise } from './csv';

// The probe's hostile cells (issue 29, finding 4): each must come out as text.
const HOSTILE = ['=HYPERLINK("http://x";"y")', '+SUM(1)', '@SUM(1)', '-2+3', '\t=1', '\r=1', ' =1'];

describe('the CSV writer', () => {
  it.each(HOSTILE)('neutralises %j with one leading quote', (cell) => {
    expect(neutralise(cell)).toBe(`'${cell}`);
  });

  it('leaves plain text and plain numbers alone; numbers get a decimal comma', () => {
    expect(csvRecord(['veilig = ok', '-3', '-2,5', -2.5, 12])).toBe(
      'veilig = ok;-3;-2,5;-2,5;12\r\n',
    );
  });

  it('quotes a field with the separator, a quote or a line break', () => {
    expect(csvRecord(['a;b', 'zei "ja"', 'regel\nregel'])).toBe(
      '"a;b";"zei ""ja""";"regel\nregel"\r\n',
    );
  });

  it('quotes what it neutralised when it must, quote first', () => {
    expect(csvRecord(['=A1;A2', '\r=1'])).toBe(`"'=A1;A2";"'\r=1"\r\n`);
  });

  it('adds a second quote before text that had one, so the import can tell them apart', () => {
    expect(neutralise("'=1")).toBe("''=1");
    expect(unneutralise("''=1")).toBe("'=1");
    expect(unneutralise("'tekst")).toBe("'tekst");
  });

  it('round-trips every text through neutralise and unneutralise', () => {
    const cells = fc.oneof(
      fc.string(),
      fc
        .tuple(
          fc.constantFrom("'", "''", ' ', '\t', '\r', ''),
          fc.constantFrom('=', '+', '-', '@', '\uFF1D', 'a', '1'),
          fc.string(),
        )
        .map((parts) => parts.join('')),
    );
    fc.assert(fc.property(cells, (text) => unneutralise(neutralise(text)) === text));
  });
});
