import {
  IMAGE_DEFAULT_WIDTH,
  IMAGE_TAG_EXTENSIONS,
  STATIC_FILE_EXTENSIONS,
} from '@eform/core/constants';
import { ta } from '@eform/core/messages/admin';
import { te } from '@eform/core/messages/editor';
import { isImageTagFile, isStaticFile } from '@eform/core/validation';
import { NumberInput, SimpleGrid, Stack } from '@mantine/core';
import type { TElementOf, TSettingsProps } from './settings-props';
import { UploadField } from './upload-field';
import { FilePreview, PicturePreview } from './upload-preview';

/** A size in px as the element keeps it: a whole number, or null when left empty. */
const toSize = (value: string | number) => (typeof value === 'number' ? value : null);

/** The imageTag element's picture (upload to api/file-upload/imagetag), width and height. */
export function ImageTagSettings({
  element,
  change,
  messageAt,
  formId,
  setUploading,
}: TSettingsProps<TElementOf<'imageTag'>>) {
  return (
    <Stack>
      <UploadField
        kind="imagetag"
        formId={formId}
        label={ta('uploadSettings.image')}
        hint={ta('uploadSettings.imageHint')}
        extensions={IMAGE_TAG_EXTENSIONS}
        accepts={isImageTagFile}
        refused={te('element.imageTagTypes')}
        value={element.image}
        onChange={(image) => change({ image })}
        setUploading={setUploading}
        issue={messageAt('image')}
        preview={(file) => <PicturePreview {...file} />}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberInput
          label={ta('uploadSettings.width')}
          value={element.width ?? IMAGE_DEFAULT_WIDTH}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          error={messageAt('width')}
          onChange={(width) => change({ width: toSize(width) })}
        />
        <NumberInput
          label={ta('uploadSettings.height')}
          description={ta('uploadSettings.heightHint')}
          value={element.height ?? ''}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          error={messageAt('height')}
          onChange={(height) => change({ height: toSize(height) })}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** The staticFile element's file (upload to api/file-upload/static-file). */
export function StaticFileSettings({
  element,
  change,
  messageAt,
  formId,
  setUploading,
}: TSettingsProps<TElementOf<'staticFile'>>) {
  return (
    <UploadField
      kind="static-file"
      formId={formId}
      label={ta('uploadSettings.file')}
      hint={ta('uploadSettings.fileHint')}
      extensions={STATIC_FILE_EXTENSIONS}
      accepts={isStaticFile}
      refused={te('element.staticFileTypes')}
      value={element.file}
      onChange={(file) => change({ file })}
      setUploading={setUploading}
      issue={messageAt('file')}
      preview={(file) => <FilePreview {...file} />}
    />
  );
}
