import { IMAGE_JPEG_QUALITY } from '@eform/core/constants';

function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.jpg`;
}

/**
 * The picture scaled so its longest side is at most `maxPx` and re-encoded as JPEG at quality 0.7
 * (doc 1 §5), on the device, before it is uploaded or kept. A browser that cannot decode it (or a
 * test without canvas) gets the original file.
 */
export async function resizeImage(file: File, maxPx: number): Promise<File> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, maxPx / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', IMAGE_JPEG_QUALITY),
    );
    return blob ? new File([blob], jpegName(file.name), { type: 'image/jpeg' }) : file;
  } catch {
    return file;
  }
}
