import { MAX_FILE_SIZE_BYTES } from '@eform/core/constants';
import type { TFileReference } from '@eform/core/elements';
import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { Button, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../../../../lib/http/api-error';
import {
  type TFormAssetKind,
  toFileReference,
  uploadFormAsset,
} from '../../../api/upload-form-asset';

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

type TRunning = { name: string; percent: number; controller: AbortController };

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
  const [running, setRunning] = useState<TRunning>();
  const [message, setMessage] = useState<string>();
  const runningRef = useRef<TRunning | undefined>(undefined);
  const uploadingRef = useRef(setUploading);
  // Cleared after every pick, so that the same file can be picked again after a refusal.
  const resetPicker = useRef<() => void>(null);
  uploadingRef.current = setUploading;

  useEffect(
    () => () => {
      if (!runningRef.current) return;
      runningRef.current.controller.abort();
      runningRef.current = undefined;
      uploadingRef.current(false);
    },
    [],
  );

  const pick = async (file: File | null) => {
    resetPicker.current?.();
    if (!file || runningRef.current) return;
    if (!props.accepts(file.name)) return setMessage(props.refused);
    if (file.size > MAX_FILE_SIZE_BYTES) return setMessage(t('validation.fileSize'));
    const run: TRunning = { name: file.name, percent: 0, controller: new AbortController() };
    runningRef.current = run;
    setMessage(undefined);
    setRunning(run);
    setUploading(true);
    try {
      const stored = await uploadFormAsset(kind, formId, file, {
        signal: run.controller.signal,
        onProgress: (percent) => setRunning((now) => (now === run ? { ...run, percent } : now)),
      });
      if (runningRef.current === run) onChange(toFileReference(stored));
    } catch (error) {
      if (runningRef.current === run) {
        setMessage(serverMessage(error) ?? t('upload.failed', { name: file.name }));
      }
    } finally {
      if (runningRef.current === run) {
        runningRef.current = undefined;
        setRunning(undefined);
        setUploading(false);
      }
    }
  };

  const current = settingFile(value);
  const error = message ?? props.issue;
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
        {running && (
          <Stack gap={4}>
            <Text size="sm">
              {ta('uploadSettings.progress', { name: running.name, percent: running.percent })}
            </Text>
            <Progress value={running.percent} aria-label={running.name} />
          </Stack>
        )}
        <Group gap="xs">
          <FileButton
            resetRef={resetPicker}
            onChange={(file) => void pick(file)}
            accept={props.extensions.map((ext) => `.${ext}`).join(',')}
          >
            {(button) => (
              <Button {...button} variant="default" size="xs" disabled={running !== undefined}>
                {ta(current ? 'uploadSettings.replace' : 'uploadSettings.choose')}
              </Button>
            )}
          </FileButton>
          {current && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              disabled={running !== undefined}
              onClick={() => {
                setMessage(undefined);
                onChange(null);
              }}
            >
              {ta('uploadSettings.remove')}
            </Button>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
