import type { TFileValue } from '@eform/core/elements';
import { tw } from '@eform/core/messages/fill-widgets';
import { fileDisplayName } from '@eform/core/validation';
import { Anchor } from '@mantine/core';
import { useFileUrl } from '../../hooks/use-file-url';
import classes from '../renderer/form-renderer.module.css';

/** Whether a file value is a picture to show rather than only to download. */
export function isPicture(file: TFileValue, inImageElement: boolean): boolean {
  return inImageElement || Boolean(file.type?.startsWith('image/'));
}

/**
 * One file of a file or image element as the person sees it: the picture itself for an image
 * (fetched with the key, see {@link useFileUrl}) and, when `download` is set, a link that saves
 * the file under its name. Nothing shows for the picture while it loads or when it cannot.
 */
export function FilePreview({
  file,
  picture,
  download,
}: {
  file: TFileValue;
  picture: boolean;
  download: boolean;
}) {
  const url = useFileUrl(file);
  const name = fileDisplayName(file);
  return (
    <>
      {picture && url ? (
        // The name is written beside it: the picture adds nothing to read aloud.
        <img className={classes.thumb} src={url} alt="" data-testid="file-thumb" />
      ) : null}
      {download ? (
        url ? (
          <Anchor href={url} download={name} size="sm">
            {tw('fill.element.download', { name })}
          </Anchor>
        ) : (
          <span>{name}</span>
        )
      ) : null}
    </>
  );
}
