/**
 * Saves a Blob as a download named `fileName`, the one way the app does it (an export or file
 * fetched with the session's key, which a plain link to the API could not send; a file kept on
 * the device; the saved-registrations dump): an object URL through a temporary `<a download>`,
 * revoked a minute later, when the browser has long taken the file.
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
