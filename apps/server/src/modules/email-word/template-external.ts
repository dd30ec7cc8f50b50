// Nothing a Word template links to outside itself survives its preparation (issue 29, finding 2):
// LibreOffice fetched an image relationship with TargetMode="External" pointing at an internal
// address while converting to PDF, and Word would fetch it again where the mailed .docx is opened.
// The conversion also runs without network (soffice.ts); this removes the links themselves:
// - every external relationship of every *.rels part, except hyperlinks to http(s) and mailto
//   (only followed when a reader clicks them), and what pointed at a removed one;
// - the fields that load something (FETCHING_FIELDS), simple and complex: their instruction goes,
//   the result Word last showed stays as plain content (often the cached picture or text);
// - altChunk (a document of another format, possibly with links of its own, merged in at open)
//   and the mail merge settings (a data source connection).

/** Field types that make Word or LibreOffice load a file or a URL, or talk to another program. */
const FETCHING_FIELDS = new Set([
  'INCLUDEPICTURE',
  'INCLUDETEXT',
  'INCLUDE',
  'LINK',
  'DDE',
  'DDEAUTO',
  'IMPORT',
  'DATABASE',
]);
const HYPERLINK_TYPE = /\/relationships\/hyperlink$/;
const ALT_CHUNK_TYPE = /\/relationships\/aFChunk$/i;
const SAFE_LINK = /^(?:https?:\/\/|mailto:)/i;
const RELATIONSHIP = /<Relationship\b[^>]*?(?:\/>|>[\s\S]*?<\/Relationship>)/g;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const REFERENCE = /\s([\w.-]+:[\w.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const LONE_REFERENCE = /<[\w.-]+:[\w.-]+\s+[\w.-]+:[\w.-]+\s*=\s*(?:"([^"]*)"|'([^']*)')\s*\/>/g;
const SIMPLE_FIELD = /<w:fldSimple\b[^>]*?(\/?)>|<\/w:fldSimple>/g;
const COMPLEX_FIELD =
  /<w:fldChar\b[^>]*?(?:\/>|>[\s\S]*?<\/w:fldChar>)|<w:(?:del)?instrText\b[^>]*?(?:\/>|>([^<]*)<\/w:(?:del)?instrText>)/g;
const ALT_CHUNK = /<w:altChunk\b[^>]*?(?:\/>|>[\s\S]*?<\/w:altChunk>)/g;
const MAIL_MERGE = /<w:mailMerge\b[^>]*?(?:\/>|>[\s\S]*?<\/w:mailMerge>)/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An attribute's or a text node's value as the reader sees it (entities decoded). */
function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X'
        ? Number.parseInt(name.slice(2), 16)
        : Number(name.slice(1));
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

function attributesOf(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(ATTRIBUTE)) {
    found.set(match[1] ?? '', decodeXml(match[2] ?? match[3] ?? ''));
  }
  return found;
}

function isKept(relationship: Map<string, string>): boolean {
  const type = relationship.get('Type') ?? '';
  if (ALT_CHUNK_TYPE.test(type)) return false;
  if (relationship.get('TargetMode')?.trim().toLowerCase() !== 'external') return true;
  const target = (relationship.get('Target') ?? '').trim();
  return HYPERLINK_TYPE.test(type) && SAFE_LINK.test(target);
}

/** A .rels part without its external relationships; the ids removed. */
export function stripRelationships(xml: string): { xml: string; removed: Set<string> } {
  const removed = new Set<string>();
  const kept = xml.replace(RELATIONSHIP, (element) => {
    const attributes = attributesOf(element.slice(0, element.indexOf('>') + 1));
    if (isKept(attributes)) return element;
    removed.add(attributes.get('Id') ?? '');
    return '';
  });
  return { xml: kept, removed };
}

/**
 * The part a .rels part belongs to: 'word/_rels/document.xml.rels' → 'word/document.xml';
 * '_rels/.rels' (the package's own) → undefined.
 */
export function ownerOfRels(path: string): string | undefined {
  const match = /^(.*?)_rels\/([^/]+)\.rels$/.exec(path);
  return match?.[2] ? `${match[1]}${match[2]}` : undefined;
}

/**
 * A part without what pointed at removed relationships: an element whose one attribute named
 * such an id (attachedTemplate, a frame's source, subDoc) goes whole, other such attributes go
 * (an a:blip's r:link, a v:imagedata's r:id).
 */
export function dropReferences(xml: string, removed: ReadonlySet<string>): string {
  if (removed.size === 0) return xml;
  const named = (a?: string, b?: string) => removed.has(decodeXml(a ?? b ?? ''));
  return xml
    .replace(LONE_REFERENCE, (element, a?: string, b?: string) => (named(a, b) ? '' : element))
    .replace(REFERENCE, (attribute, _name, a?: string, b?: string) =>
      named(a, b) ? '' : attribute,
    );
}

const fetches = (instruction: string) =>
  FETCHING_FIELDS.has((/^\s*([A-Za-z]+)/.exec(instruction)?.[1] ?? '').toUpperCase());

/** The xml without the [start, end) ranges (sorted, not overlapping). */
function without(xml: string, ranges: [number, number][]): string {
  if (ranges.length === 0) return xml;
  ranges.sort((a, b) => a[0] - b[0]);
  const pieces: string[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    pieces.push(xml.slice(at, start));
    at = end;
  }
  pieces.push(xml.slice(at));
  return pieces.join('');
}

/** w:fldSimple elements that fetch lose their tags; what they held (the result) stays. */
function unwrapSimpleFields(xml: string): string {
  const ranges: [number, number][] = [];
  const open: { fetching: boolean; range: [number, number] }[] = [];
  for (const match of xml.matchAll(SIMPLE_FIELD)) {
    const range: [number, number] = [match.index, match.index + match[0].length];
    if (match[0].startsWith('</')) {
      const start = open.pop();
      if (start?.fetching) ranges.push(start.range, range);
      continue;
    }
    const fetching = fetches(attributesOf(match[0]).get('w:instr') ?? '');
    if (match[1] === '/') {
      if (fetching) ranges.push(range);
    } else open.push({ fetching, range });
  }
  return without(xml, ranges);
}

/**
 * Complex fields (fldChar begin, instrText, separate, result, end) that fetch lose their
 * fldChars and instruction; the result runs stay as plain runs. Nested fields have their own.
 */
function neutraliseComplexFields(xml: string): string {
  const ranges: [number, number][] = [];
  const open: { instruction: string; separated: boolean; ranges: [number, number][] }[] = [];
  const close = (field: (typeof open)[number]) => {
    if (fetches(field.instruction)) ranges.push(...field.ranges);
  };
  for (const match of xml.matchAll(COMPLEX_FIELD)) {
    const range: [number, number] = [match.index, match.index + match[0].length];
    const top = open[open.length - 1];
    if (!match[0].startsWith('<w:fldChar')) {
      if (top && !top.separated) {
        top.instruction += decodeXml(match[1] ?? '');
        top.ranges.push(range);
      }
      continue;
    }
    const type = attributesOf(match[0].slice(0, match[0].indexOf('>') + 1)).get('w:fldCharType');
    if (type === 'begin') open.push({ instruction: '', separated: false, ranges: [range] });
    else if (top && type === 'separate') {
      top.separated = true;
      top.ranges.push(range);
    } else if (top && type === 'end') {
      top.ranges.push(range);
      close(top);
      open.pop();
    }
  }
  for (const field of open) close(field);
  return without(xml, ranges);
}

/** A WordprocessingML part without fetching fields, altChunks and mail merge settings. */
export function stripFetchingContent(xml: string): string {
  const cleaned = neutraliseComplexFields(unwrapSimpleFields(xml));
  return cleaned.replace(ALT_CHUNK, '').replace(MAIL_MERGE, '');
}
