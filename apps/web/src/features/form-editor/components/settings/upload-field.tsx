import type { TFileReference } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { Input, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  AssetUploadControls,
  type TFormAssetKind,
  toFileReference,
  useFormAssetUpload,
} from '../../../form-admin-kit';

/** A file setting as stored: a url, or a reference to an uploaded file. */
type TFileSetting = string | TFileReference | null | undefined;

export interface TUploadFieldProps {
  kind: TFormAssetKind;
  formId: string;
  label: string;
  hint: string;
  /** The extensions the picker offers, e.g. ['jpg', 'png']. */
  extensions: readonly string[];
  /** Whether a file by this name may be uploaded; `refused` is said otherwise. */
  accepts: (name: string) => boolean;
  refused: string;
  value: TFileSetting;
  onChange: (value: TFileReference | null) => void;
  setUploading: (uploading: boolean) => void;
  /** The issue the editor's check reports on this setting. */
  issue?: string;
  /** How the current file shows: a thumbnail, or its name with a download link. */
  preview: (file: { url: string; name: string }) => ReactNode;
}

function settingFile(value: TFileSetting): { url: string; name: string } | undefined {
  if (!value) return undefined;
  if (typeof value === 'string') return { url: value, name: value.split('/').pop() ?? value };
  if (!value.url) return undefined;
  return { url: value.url, name: value.name || value.filename || value.url };
}

/**
 * One uploaded file of an element (doc 2 §5): a picker offering the allowed extensions, refused
 * names and files over 20 MB said at once without a request, the upload with its progress (the
 * dialog told through `setUploading`, also when it fails or the panel goes), the server's Dutch
 * text when it refuses. Only a stored file changes the element: nothing else is touched.
 */
export function UploadField(props: TUploadFieldProps) {
  const { kind, formId, value, onChange, setUploading } = props;
  const upload = useFormAssetUpload({
    kind,
    formId,
    accepts: props.accepts,
    refused: props.refused,
    onStored: (stored) => onChange(toFileReference(stored)),
    setUploading,
  });

  const current = settingFile(value);
  const error = upload.message ?? props.issue;
  return (
    <Input.Wrapper label={props.label} description={props.hint} error={error}>
      <Stack gap="xs" mt={4}>
        {current ? (
          props.preview(current)
        ) : (
          <Text size="sm" c="dimmed">
            {ta('uploadSettings.none')}
          </Text>
        )}
        <AssetUploadControls
          upload={upload}
          accept={props.extensions.map((ext) => `.${ext}`).join(',')}
          hasFile={current !== undefined}
          progressText={(running) => ta('uploadSettings.progress', running)}
          chooseLabel={ta('uploadSettings.choose')}
          replaceLabel={ta('uploadSettings.replace')}
          removeLabel={ta('uploadSettings.remove')}
          onRemove={() => onChange(null)}
        />
      </Stack>
    </Input.Wrapper>
  );
}
