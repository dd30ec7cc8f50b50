import { constants, crc32, deflateRawSync } from 'node:zlib';

// Hostile .docx files for the abuse suite, written by hand so a test can make a zip whose parts
// inflate to hundreds of MB (or whose headers lie about it) without ever holding those bytes.

/** One entry: its deflated bytes, CRC and real size; `declaredSize` is what its headers say. */
export interface TZipEntry {
  name: string;
  deflated: Buffer;
  crc: number;
  size: number;
  declaredSize?: number;
}

const MB = 1024 * 1024;
const FLUSH = { finishFlush: constants.Z_FULL_FLUSH };

/** A small part, deflated. */
export function zipEntry(name: string, content: string | Buffer): TZipEntry {
  const bytes = Buffer.from(content);
  return { name, deflated: deflateRawSync(bytes), crc: crc32(bytes), size: bytes.length };
}

/**
 * A part of `head`, `megabytes` MB of `fill` and `tail`, deflated without building it: the 1 MB
 * block is deflated once (full flush: byte-aligned, no back references) and repeated.
 */
export function repeatedEntry(
  name: string,
  { head, fill, megabytes, tail }: { head: string; fill: string; megabytes: number; tail: string },
): TZipEntry {
  const block = Buffer.alloc(MB, fill);
  const deflatedBlock = deflateRawSync(block, FLUSH);
  const parts = [deflateRawSync(Buffer.from(head), FLUSH)];
  let crc = crc32(head);
  for (let i = 0; i < megabytes; i++) {
    parts.push(deflatedBlock);
    crc = crc32(block, crc);
  }
  parts.push(deflateRawSync(Buffer.from(tail)));
  crc = crc32(tail, crc);
  const size = Buffer.byteLength(head) + megabytes * MB + Buffer.byteLength(tail);
  return { name, deflated: Buffer.concat(parts), crc, size };
}

/** A zip of these entries (deflate, no data descriptors), each declaring `declaredSize ?? size`. */
export function writeZip(entries: TZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const declared = entry.declaredSize ?? entry.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.deflated.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + entry.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const DOCUMENT_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>`;
const DOCUMENT_TAIL = '</w:t></w:r></w:p></w:body></w:document>';

/** The package parts a .docx needs besides word/document.xml. */
export const docxFrame = () => [
  zipEntry('[Content_Types].xml', CONTENT_TYPES),
  zipEntry('_rels/.rels', RELS),
];

/**
 * A .docx whose word/document.xml is one text node of `megabytes` MB of the letter a (the probe's
 * bomb: 300 MB from about 300 KB); `declaredSize` makes its headers say another size.
 */
export function zipBombDocx(megabytes: number, declaredSize?: number): Buffer {
  const document = repeatedEntry('word/document.xml', {
    head: DOCUMENT_HEAD,
    fill: 'a',
    megabytes,
    tail: DOCUMENT_TAIL,
  });
  return writeZip([...docxFrame(), { ...document, declaredSize }]);
}
