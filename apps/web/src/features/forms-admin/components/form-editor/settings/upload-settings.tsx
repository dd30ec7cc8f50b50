import type { TElementOf, TSettingsProps } from './settings-props';

/** The imageTag element's picture (upload to api/file-upload/imagetag), width and height. */
export function ImageTagSettings(_props: TSettingsProps<TElementOf<'imageTag'>>) {
  return null;
}

/** The staticFile element's file (upload to api/file-upload/static-file). */
export function StaticFileSettings(_props: TSettingsProps<TElementOf<'staticFile'>>) {
  return null;
}
