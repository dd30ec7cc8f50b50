import type { TFileValue } from '@eform/core/elements';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchFileBlob } from '../../../lib/http/file-blob';

/** A stored file's bytes, fetched once per url: a file id's content never changes. */
function fileBlobQuery(url: string) {
  return {
    queryKey: ['file-blob', url] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchFileBlob(url, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  };
}

/**
 * An address the browser can show a file value at: a file kept offline is its own data URL; an
 * uploaded one is fetched with the key and shown through an object URL, revoked again when the
 * component unmounts or the file changes (an `<img>` at the API's url would get a 401 for a
 * signed-in user). Undefined while loading or when the file cannot be fetched.
 */
export function useFileUrl(file: TFileValue): string | undefined {
  // Only the app's own API gets the key; any other address is shown as it is.
  const stored = !file.base64 && file.url?.startsWith('/api/') ? file.url : undefined;
  const blob = useQuery({ ...fileBlobQuery(stored ?? ''), enabled: Boolean(stored) }).data;
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    setObjectUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setObjectUrl(undefined);
    };
  }, [blob]);
  return file.base64 ?? (stored ? objectUrl : file.url);
}
