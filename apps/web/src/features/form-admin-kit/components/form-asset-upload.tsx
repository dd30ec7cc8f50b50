import type { TUploadedFile } from '@eform/core/api/registrations';
import { MAX_FILE_SIZE_BYTES } from '@eform/core/constants';
import { t } from '@eform/core/messages';
import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../../lib/http/api-error';
import { type TFormAssetKind, uploadFormAsset } from '../api/upload-form-asset';

type TRunning = { name: string; percent: number; controller: AbortController };

export interface TAssetUploadOptions {
  kind: TFormAssetKind | 'email-word';
  formId: string;
  /** Whether a file by this name may be uploaded; `refused` is said otherwise. */
  accepts: (name: string) => boolean;
  refused: string;
  /** The stored file, unless the upload was overtaken or its screen went. */
  onStored: (stored: TUploadedFile) => void;
  /** Told when an upload starts and ends (also when it fails or the screen goes). */
  setUploading?: (uploading: boolean) => void;
}

/**
 * One file uploaded for the form being edited (an element's picture or file, an e-mail's Word
 * template): refused names and files over 20 MB said at once without a request, the upload with
 * its progress, the server's Dutch text when it refuses, and the upload stopped when the screen
 * goes. `message` is what to show under the field (`setMessage(undefined)` clears it).
 */
export function useFormAssetUpload(options: TAssetUploadOptions) {
  const [running, setRunning] = useState<TRunning>();
  const [message, setMessage] = useState<string>();
  const runningRef = useRef<TRunning | undefined>(undefined);
  const latest = useRef(options);
  latest.current = options;
  const resetPicker = useRef<() => void>(null);

  useEffect(
    () => () => {
      if (!runningRef.current) return;
      runningRef.current.controller.abort();
      runningRef.current = undefined;
      latest.current.setUploading?.(false);
    },
    [],
  );

  const pick = async (file: File | null) => {
    resetPicker.current?.();
    const { kind, formId, accepts, refused, onStored, setUploading } = latest.current;
    if (!file || runningRef.current) return;
    if (!accepts(file.name)) return setMessage(refused);
    if (file.size > MAX_FILE_SIZE_BYTES) return setMessage(t('validation.fileSize'));
    const run: TRunning = { name: file.name, percent: 0, controller: new AbortController() };
    runningRef.current = run;
    setMessage(undefined);
    setRunning(run);
    setUploading?.(true);
    try {
      const stored = await uploadFormAsset(kind, formId, file, {
        signal: run.controller.signal,
        onProgress: (percent) => setRunning((now) => (now === run ? { ...run, percent } : now)),
      });
      if (runningRef.current === run) onStored(stored);
    } catch (error) {
      if (runningRef.current === run) {
        setMessage(serverMessage(error) ?? t('upload.failed', { name: file.name }));
      }
    } finally {
      if (runningRef.current === run) {
        runningRef.current = undefined;
        setRunning(undefined);
        setUploading?.(false);
      }
    }
  };

  return { running, message, setMessage, pick, resetPicker };
}

/**
 * The upload's progress line and its buttons: choose (or replace, when there is a file) and
 * remove, both held while an upload runs.
 */
export function AssetUploadControls(props: {
  upload: ReturnType<typeof useFormAssetUpload>;
  accept: string;
  hasFile: boolean;
  progressText: (running: { name: string; percent: number }) => string;
  chooseLabel: string;
  replaceLabel: string;
  removeLabel: string;
  onRemove: () => void;
}) {
  const { running, pick, resetPicker, setMessage } = props.upload;
  return (
    <>
      {running && (
        <Stack gap={4}>
          <Text size="sm">{props.progressText(running)}</Text>
          <Progress value={running.percent} aria-label={running.name} />
        </Stack>
      )}
      <Group gap="xs">
        <FileButton
          resetRef={resetPicker as RefObject<() => void>}
          onChange={(file) => void pick(file)}
          accept={props.accept}
        >
          {(button) => (
            <Button {...button} variant="default" size="xs" disabled={running !== undefined}>
              {props.hasFile ? props.replaceLabel : props.chooseLabel}
            </Button>
          )}
        </FileButton>
        {props.hasFile && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            disabled={running !== undefined}
            onClick={() => {
              setMessage(undefined);
              props.onRemove();
            }}
          >
            {props.removeLabel}
          </Button>
        )}
      </Group>
    </>
  );
}
