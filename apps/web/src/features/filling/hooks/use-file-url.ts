import type { TFileValue } from '@eform/core/elements';
import { useStoredFileUrl } from '../../../lib/use-object-url';

/**
 * An address the browser can show a file value at: a file kept offline is its own data URL; an
 * uploaded one is fetched with the key and shown through an object URL (see useStoredFileUrl).
 * Undefined while loading or when the file cannot be fetched.
 */
export function useFileUrl(file: TFileValue): string | undefined {
  const { src } = useStoredFileUrl(file.base64 ? undefined : file.url);
  return file.base64 ?? src;
}
