import type { TFileReference } from '@eform/core/elements';
import { Anchor } from '@mantine/core';
import { useFileUrl } from '../../hooks/use-file-url';
import classes from '../renderer/form-renderer.module.css';
import type { TElementProps } from './element-props';

/** The url of an imageTag image or staticFile file setting (a url, or a stored file reference). */
export function fileSettingUrl(setting: string | TFileReference | null | undefined): string {
  if (!setting) return '';
  return typeof setting === 'string' ? setting : (setting.url ?? '');
}

function fileSettingName(setting: string | TFileReference | null | undefined): string {
  if (!setting || typeof setting === 'string') return '';
  return setting.name ?? setting.filename ?? '';
}

/**
 * A header h1-h4. The fill screen's own h1 (the form's name) stays the page's only h1: an h1
 * header is rendered as h2 with h1 styling; h2-h4 keep their level.
 */
export function HeaderElement({ element, id }: TElementProps<'header'>) {
  const level = element.component ?? 'h2';
  const Tag = level === 'h1' ? 'h2' : level;
  return (
    <Tag id={id} className={classes.heading} data-level={level}>
      {element.label}
    </Tag>
  );
}

/** A picture of the form, at its configured size (scaled down on a small screen). */
export function ImageTagElement({ element, id }: TElementProps<'imageTag'>) {
  // The form's own files are fetched with the key (signed in) or from the guest route.
  const url = useFileUrl({ url: fileSettingUrl(element.image) });
  if (!url) return null;
  const size = (value: unknown) => (Number(value) > 0 ? Number(value) : undefined);
  return (
    <img
      id={id}
      className={classes.image}
      src={url}
      alt={element.label ?? ''}
      width={size(element.width)}
      height={size(element.height)}
      loading="lazy"
    />
  );
}

/** A file of the form offered for download. */
export function StaticFileElement({ element, id }: TElementProps<'staticFile'>) {
  const stored = fileSettingUrl(element.file);
  const url = useFileUrl({ url: stored });
  if (!url) return null;
  return (
    <Anchor id={id} href={url} download={fileSettingName(element.file) || true} size="sm">
      {element.label || fileSettingName(element.file) || stored}
    </Anchor>
  );
}
