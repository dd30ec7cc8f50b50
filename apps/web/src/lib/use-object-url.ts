import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchFileBlob } from './http/file-blob';

/**
 * An object URL for `blob` while it is shown: made when the blob comes, revoked (and undefined
 * again) when it changes or the component unmounts, so no Blob stays held by a stale URL.
 * Undefined while there is no blob.
 */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return setUrl(undefined);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
}

/**
 * An address the browser can show a file at: one of the app's API (`/api/...`) is fetched with
 * the session's key (an `<img>` or a link at the API's url would get a 401 for a signed-in user)
 * and shown through {@link useObjectUrl}; any other address as it is. `src` is undefined while
 * loading (and when `url` is); `failed` when the file could not be fetched. The bytes are fetched
 * once per url: a file id's content never changes.
 */
export function useStoredFileUrl(url: string | undefined): { src?: string; failed: boolean } {
  const stored = url?.startsWith('/api/') ? url : undefined;
  const blob = useQuery({
    queryKey: ['file-blob', stored ?? ''] as const,
    queryFn: ({ signal }) => fetchFileBlob(stored ?? '', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: stored !== undefined,
  });
  const objectUrl = useObjectUrl(blob.data);
  return { src: stored ? objectUrl : url, failed: blob.isError };
}
