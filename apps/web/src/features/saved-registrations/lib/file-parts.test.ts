import { afterEach, describe, expect, it } from 'vitest';
import { decodeDataUrl, encodeDataUrl } from './file-parts';

type TWithBase64 = { toBase64?: () => string };
const proto = Uint8Array.prototype as unknown as TWithBase64;

describe('file bytes as a data URL', () => {
  afterEach(() => {
    delete proto.toBase64;
  });

  it('encodes the same with and without the browser’s native base64, and decodes back', () => {
    const bytes = new Uint8Array(100_000).map((_, i) => (i * 31) % 256);
    delete proto.toBase64;
    const fallback = encodeDataUrl('image/jpeg', bytes.buffer);
    proto.toBase64 = function (this: Uint8Array) {
      return Buffer.from(this).toString('base64');
    };
    expect(encodeDataUrl('image/jpeg', bytes.buffer)).toBe(fallback);
    expect(fallback.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(new Uint8Array(decodeDataUrl(fallback)?.data ?? new ArrayBuffer(0))).toEqual(bytes);
  });
});
