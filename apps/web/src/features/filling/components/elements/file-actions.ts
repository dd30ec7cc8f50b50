import { saveBlob } from '../../../../lib/save-blob';

/**
 * Lets the person keep a file that could not be uploaded (doc 1 §8 'save-file'): the share sheet
 * with the file where the browser can share files, else a download.
 */
export async function saveFileOnDevice(file: File): Promise<void> {
  const nav = navigator as Navigator & { canShare?: (data: ShareData) => boolean };
  if (typeof nav.share === 'function' && nav.canShare?.({ files: [file] })) {
    try {
      await nav.share({ files: [file], title: file.name });
      return;
    } catch (error) {
      // Cancelled by the person: nothing more to do.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  saveBlob(file, file.name);
}

/** Whether files go into the value as base64 instead of being uploaded: offline or bad internet. */
export function keepFilesOffline(badInternetMode: boolean | undefined): boolean {
  return (
    Boolean(badInternetMode) || (typeof navigator !== 'undefined' && navigator.onLine === false)
  );
}

/** The file as a data URL (`data:<type>;base64,...`), as offline file values carry it. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
