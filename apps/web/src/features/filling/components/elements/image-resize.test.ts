import { afterEach, describe, expect, it, vi } from 'vitest';
import { resizeImage } from './image-resize';

function fakeCanvas() {
  const drawImage = vi.fn();
  const toBlob = vi.fn((done: (blob: Blob | null) => void, _type?: string, _quality?: number) =>
    done(new Blob(['jpeg'], { type: 'image/jpeg' })),
  );
  const canvas = { width: 0, height: 0, getContext: () => ({ drawImage }), toBlob };
  return { canvas, drawImage, toBlob };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('resizeImage', () => {
  it.each([
    [2000, 2000, 1500],
    [4000, 4000, 3000],
  ])('scales a 4000×3000 photo to at most %i px, JPEG at 0.7', async (max, w, h) => {
    const { canvas, toBlob } = fakeCanvas();
    vi.stubGlobal('createImageBitmap', async () => ({ width: 4000, height: 3000, close: vi.fn() }));
    vi.spyOn(document, 'createElement').mockReturnValue(canvas as unknown as HTMLElement);
    const resized = await resizeImage(new File(['png'], 'foto.png', { type: 'image/png' }), max);
    expect([canvas.width, canvas.height]).toEqual([w, h]);
    expect(toBlob.mock.calls[0]?.slice(1)).toEqual(['image/jpeg', 0.7]);
    expect(resized.name).toBe('foto.jpg');
    expect(resized.type).toBe('image/jpeg');
  });

  it('keeps the original when the browser cannot decode it', async () => {
    vi.stubGlobal('createImageBitmap', async () => {
      throw new Error('decode');
    });
    const file = new File(['x'], 'a.gif', { type: 'image/gif' });
    expect(await resizeImage(file, 2000)).toBe(file);
  });
});
