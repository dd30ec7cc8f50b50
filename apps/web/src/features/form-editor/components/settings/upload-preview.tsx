import { IMAGE_PREVIEW_WIDTH } from '@eform/core/constants';
import { ta } from '@eform/core/messages/admin';
import { Anchor, Group, Image, Text } from '@mantine/core';
import { useStoredFileUrl } from '../../../../lib/use-object-url';

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
