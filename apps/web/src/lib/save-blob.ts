/**
 * Saves bytes fetched with the session's key as a file: an object URL through a temporary
 * `<a download>` (a plain link to the API could not send the key). The URL is revoked a minute
 * later, when the browser has long taken the file.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
