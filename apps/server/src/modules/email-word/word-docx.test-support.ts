import JSZip from 'jszip';

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
/** A .rels part holding these Relationship elements. */
export const relsPart = (relationships = '') =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships}</Relationships>`;
const NS =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"';

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A paragraph; each string its own run (Word splits tokens over runs like this). */
export const para = (...runs: string[]) =>
  `<w:p>${runs.map((r) => `<w:r><w:t xml:space="preserve">${escapeXml(r)}</w:t></w:r>`).join('')}</w:p>`;

/** A table of rows of cells, each cell a paragraph of runs. */
export const table = (rows: string[][][]) =>
  `<w:tbl><w:tblGrid>${(rows[0] ?? []).map(() => '<w:gridCol w:w="3000"/>').join('')}</w:tblGrid>${rows
    .map((row) => `<w:tr>${row.map((cell) => `<w:tc>${para(...cell)}</w:tc>`).join('')}</w:tr>`)
    .join('')}</w:tbl>`;

/**
 * A minimal .docx (what Word needs to open it) with this body XML, A4 page; `relationships` of
 * the document (Relationship elements) and more `parts` by path when given.
 */
export async function makeDocx(
  body: string,
  extra: { relationships?: string; parts?: Record<string, string> } = {},
): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', RELS);
  zip.file('word/_rels/document.xml.rels', relsPart(extra.relationships));
  for (const [path, content] of Object.entries(extra.parts ?? {})) zip.file(path, content);
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${NS}><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440"/></w:sectPr></w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** Every part of a .docx as text, by path. */
export async function docxParts(docx: Buffer): Promise<Map<string, string>> {
  const zip = await JSZip.loadAsync(docx);
  const parts = new Map<string, string>();
  for (const entry of Object.values(zip.files)) {
    if (!entry.dir) parts.set(entry.name, await entry.async('string'));
  }
  return parts;
}

/** The text of a .docx's body: a line per paragraph and per table row, cells ending in ' | '. */
export async function docxText(docx: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(docx);
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  let text = '';
  let cells = 0;
  for (const match of xml.matchAll(
    /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tc[\s>]|<\/w:tc>|<\/w:tr>|<\/w:p>/g,
  )) {
    const tag = match[0];
    if (tag.startsWith('<w:tc')) cells += 1;
    else if (tag === '</w:tc>') {
      cells -= 1;
      text += ' | ';
    } else if (tag === '</w:tr>') text += '\n';
    else if (tag === '</w:p>') text += cells > 0 ? '' : '\n';
    else text += match[1] ?? '';
  }
  return text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}

/** The media files (pictures) of a .docx. */
export async function docxMedia(docx: Buffer): Promise<string[]> {
  const zip = await JSZip.loadAsync(docx);
  return Object.values(zip.files)
    .filter((entry) => !entry.dir && entry.name.startsWith('word/media/'))
    .map((entry) => entry.name);
}
