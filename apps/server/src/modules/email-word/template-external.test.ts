import { describe, expect, it } from 'vitest';
import {
  dropReferences,
  ownerOfRels,
  stripFetchingContent,
  stripRelationships,
} from './template-external';

// What a template's preparation removes so nothing it links to is fetched (issue 29, finding 2);
// the whole template against LibreOffice is in test/abuse/word-templates.test.ts.

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const relationship = (id: string, type: string, target: string, mode = ' TargetMode="External"') =>
  `<Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"${mode}/>`;
const field = (instruction: string, shown: string) =>
  `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>${instruction}</w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>${shown}</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>`;

describe('stripRelationships', () => {
  it.each([
    ['an external image', relationship('a', 'image', 'http://10.0.0.1/x.png'), false],
    ['an internal image', relationship('a', 'image', 'media/x.png', ''), true],
    ['an https hyperlink', relationship('a', 'hyperlink', 'https://example.nl/'), true],
    ['a mailto hyperlink', relationship('a', 'hyperlink', 'mailto:a@example.nl'), true],
    ['a file hyperlink', relationship('a', 'hyperlink', 'file:///etc/passwd'), false],
    ['a UNC hyperlink', relationship('a', 'hyperlink', '\\\\host\\share'), false],
    ['an attached template', relationship('a', 'attachedTemplate', 'http://x/t.dotx'), false],
    ['an internal altChunk', relationship('a', 'aFChunk', 'afchunk.docx', ''), false],
    [
      'single quotes, another case',
      `<Relationship Id='a' Type='${REL}/image' Target='http://x/y' TargetMode='external'/>`,
      false,
    ],
  ])('%s: kept %s', (_name, element, kept) => {
    const { xml, removed } = stripRelationships(`<Relationships>${element}</Relationships>`);
    expect(xml.includes('<Relationship ')).toBe(kept);
    expect(removed.has('a')).toBe(!kept);
  });

  it('finds the part a .rels part belongs to', () => {
    expect(ownerOfRels('word/_rels/document.xml.rels')).toBe('word/document.xml');
    expect(ownerOfRels('word/_rels/header1.xml.rels')).toBe('word/header1.xml');
    expect(ownerOfRels('_rels/.rels')).toBeUndefined();
  });

  it('drops what pointed at a removed relationship, whole elements that only did that', () => {
    const xml =
      '<w:attachedTemplate r:id="rId1"/><a:blip r:link="rId1" cstate="print"/><a:blip r:embed="rId2"/>';
    expect(dropReferences(xml, new Set(['rId1']))).toBe(
      '<a:blip cstate="print"/><a:blip r:embed="rId2"/>',
    );
  });
});

describe('stripFetchingContent', () => {
  it('unwraps fetching simple fields and keeps the others', () => {
    const xml =
      '<w:p><w:fldSimple w:instr=" INCLUDEPICTURE &quot;http://x/y.png&quot; \\d"><w:r><w:t>oud</w:t></w:r></w:fldSimple>' +
      '<w:fldSimple w:instr="includetext x.docx"/>' +
      '<w:fldSimple w:instr="PAGE"><w:r><w:t>1</w:t></w:r></w:fldSimple></w:p>';
    expect(stripFetchingContent(xml)).toBe(
      '<w:p><w:r><w:t>oud</w:t></w:r><w:fldSimple w:instr="PAGE"><w:r><w:t>1</w:t></w:r></w:fldSimple></w:p>',
    );
  });

  it('neutralises fetching complex fields, nested ones too, keeping what they showed', () => {
    const inner = field(' INCLUDEPICTURE "http://x/y.png" ', 'plaatje');
    const xml = `<w:p>${field(' DATE ', 'vandaag')}<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> IF 1 = 1 "</w:instrText></w:r>${inner}<w:r><w:instrText>"</w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>ja</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>${field(' DDEAUTO Excel "x" ', 'koppeling')}</w:p>`;
    const stripped = stripFetchingContent(xml);
    expect(stripped).not.toMatch(/INCLUDEPICTURE|DDEAUTO/);
    // DATE and IF stay fields; what the removed ones showed stays as text.
    expect(stripped.match(/fldCharType="begin"/g)).toHaveLength(2);
    expect(stripped).toContain(' DATE ');
    expect(stripped).toContain(' IF 1 = 1 "');
    expect(stripped).toContain('<w:t>plaatje</w:t>');
    expect(stripped).toContain('<w:t>koppeling</w:t>');
  });

  it('removes altChunks and the mail merge settings', () => {
    expect(
      stripFetchingContent(
        '<w:body><w:altChunk r:id="rId5"/></w:body><w:mailMerge><w:dataSource r:id="rId6"/></w:mailMerge>',
      ),
    ).toBe('<w:body></w:body>');
  });
});
