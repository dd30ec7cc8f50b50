import { IMAGE_PREVIEW_WIDTH } from '@eform/core/constants';
import { ta } from '@eform/core/messages/admin';
import { Anchor, Group, Image, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchFileBlob } from '../../../../lib/http/file-blob';

/**
 * An address the browser can show a stored file at: one of the app's API (`/api/file/{id}`) is
 * fetched with the session's key and shown through an object URL, revoked on unmount (an `<img>`
 * or a link at the API's url would get a 401); any other address as it is. Undefined while
 * loading; `failed` when the file could not be fetched.
 */
export function useStoredFileUrl(url: string): { src?: string; failed: boolean } {
  const stored = url.startsWith('/api/') ? url : undefined;
  const blob = useQuery({
    // The same cache entry as the fill screen's: a file id's content never changes.
    queryKey: ['file-blob', stored ?? ''] as const,
    queryFn: ({ signal }) => fetchFileBlob(stored ?? '', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: stored !== undefined,
  });
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    if (!blob.data) return;
    const next = URL.createObjectURL(blob.data);
    setObjectUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setObjectUrl(undefined);
    };
  }, [blob.data]);
  return { src: stored ? objectUrl : url, failed: blob.isError };
}

/** The uploaded picture of an imageTag, small. */
export function PicturePreview({ url, name }: { url: string; name: string }) {
  const { src, failed } = useStoredFileUrl(url);
  if (failed) {
    return (
      <Text size="sm" c="dimmed">
        {ta('uploadSettings.previewFailed')}
      </Text>
    );
  }
  if (!src) return null;
  return (
    <Image
      src={src}
      alt={ta('uploadSettings.preview', { name })}
      maw={IMAGE_PREVIEW_WIDTH}
      fit="contain"
      radius="sm"
    />
  );
}

/** The uploaded file of a staticFile: its name and a download link. */
export function FilePreview({ url, name }: { url: string; name: string }) {
  const { src } = useStoredFileUrl(url);
  return (
    <Group gap="xs">
      <Text size="sm" fw={500}>
        {name}
      </Text>
      {src && (
        <Anchor href={src} download={name} size="sm">
          {ta('uploadSettings.download')}
        </Anchor>
      )}
    </Group>
  );
}
