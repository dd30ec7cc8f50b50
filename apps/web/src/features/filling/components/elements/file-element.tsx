import type { TUploadedFile } from '@eform/core/api/registrations';
import {
  IMAGE_ELEMENT_MIME_TYPES,
  IMAGE_MAX_PX,
  IMAGE_MAX_PX_HD,
  MAX_FILE_SIZE_BYTES,
} from '@eform/core/constants';
import type { TFileValue } from '@eform/core/elements';
import { t } from '@eform/core/messages';
import { tw } from '@eform/core/messages/fill-widgets';
import { fileDisplayName, uploadFileName } from '@eform/core/validation';
import { Button } from '@mantine/core';
import { useRef, useState } from 'react';
import { serverMessage } from '../../../../lib/http/api-error';
import { uploadFile as defaultUpload } from '../../api/upload-file';
import classes from '../renderer/form-renderer.module.css';
import type { TElementProps } from './element-props';
import { describedBy, FieldFrame } from './field-frame';
import { keepFilesOffline, readAsDataUrl, saveFileOnDevice } from './file-actions';
import { FilePreview, isPicture } from './file-preview';
import { resizeImage } from './image-resize';

/** A file on its way up; `reason` is the server's message when it refused the file. */
type TUpload = { key: number; file: File; progress: number; failed: boolean; reason?: string };

const isRecord = (value: unknown): value is TFileValue =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The file values of an element's value (a list, or one file as older values held it). */
export function fileValues(value: unknown): TFileValue[] {
  if (Array.isArray(value)) return value.filter(isRecord);
  return isRecord(value) ? [value] : [];
}

/** A React key for a file value: its url, else what it is known by. */
function fileKey(file: TFileValue): string {
  return file.url ?? `${fileDisplayName(file)}-${file.size ?? ''}-${file.base64?.length ?? ''}`;
}

/** Only the fields a registration's file value keeps. */
function storedFile(uploaded: TUploadedFile): TFileValue {
  const { url, name, filename, size, type } = uploaded;
  return { url, name, filename, size, type };
}

let nextKey = 1;

/** The file under another name (the same bytes and type), or itself when the name is the same. */
function renamed(file: File, name: string): File {
  return name === file.name ? file : new File([file], name, { type: file.type });
}

/**
 * file and image: picked files are uploaded at once with progress (or, offline and in bad-internet
 * mode, kept as base64 in the value); images are first resized on the device. A failed upload
 * keeps its file with retry and save-file buttons (doc 1 §8).
 */
export function FileElement(props: TElementProps<'file' | 'image'>) {
  const { element, field, mode, id, store } = props;
  const [uploads, setUploads] = useState<TUpload[]>([]);
  const [message, setMessage] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const isImage = element.elementType === 'image';
  const files = fileValues(field.value);

  // Always from the store: several uploads may finish while this render's value is stale.
  const current = () => fileValues(store.getSnapshot(element.name).value);
  const addFile = (file: TFileValue) => store.setValue(element.name, [...current(), file]);
  const patchUpload = (key: number, patch: Partial<TUpload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  const upload = async (key: number, file: File) => {
    const done = store.beginUpload();
    patchUpload(key, { failed: false, progress: 0, reason: undefined });
    try {
      const stored = await (store.options.uploadFile ?? defaultUpload)(file, {
        formId: store.options.formId,
        hd: isImage && element.elementType === 'image' && Boolean(element.hdImages),
        onProgress: (progress) => patchUpload(key, { progress }),
      });
      addFile(storedFile(stored));
      setUploads((list) => list.filter((u) => u.key !== key));
    } catch (error) {
      patchUpload(key, { failed: true, reason: serverMessage(error) });
    } finally {
      done();
    }
  };

  const accept = async (picked: File) => {
    if (isImage && !(IMAGE_ELEMENT_MIME_TYPES as readonly string[]).includes(picked.type)) {
      setMessage(t('validation.imageType'));
      return;
    }
    const file =
      element.elementType === 'image'
        ? await resizeImage(picked, element.hdImages ? IMAGE_MAX_PX_HD : IMAGE_MAX_PX)
        : renamed(picked, uploadFileName(element, picked.name));
    if (file.size > MAX_FILE_SIZE_BYTES) {
      setMessage(t('validation.fileSize'));
      return;
    }
    if (keepFilesOffline(store.options.badInternetMode)) {
      const base64 = await readAsDataUrl(file);
      addFile({ name: file.name, filename: file.name, base64, size: file.size, type: file.type });
      return;
    }
    const key = nextKey++;
    setUploads((list) => [...list, { key, file, progress: 0, failed: false }]);
    await upload(key, file);
  };

  if (mode === 'readonly') {
    return (
      <FieldFrame element={element} id={id} errors={field.errors} plain>
        {files.length === 0 ? (
          <p id={id} className={classes.readonly}>
            {t('fill.element.empty')}
          </p>
        ) : (
          <ul id={id} className={classes.list}>
            {files.map((file) => (
              <li key={fileKey(file)} className={classes.item}>
                <FilePreview file={file} picture={isPicture(file, isImage)} download />
              </li>
            ))}
          </ul>
        )}
      </FieldFrame>
    );
  }

  const errors = message ? [message, ...(field.errors ?? [])] : field.errors;
  return (
    <FieldFrame element={element} id={id} errors={errors}>
      <input
        ref={inputRef}
        id={id}
        type="file"
        name={element.name}
        className={classes.input}
        multiple
        accept={isImage ? IMAGE_ELEMENT_MIME_TYPES.join(',') : undefined}
        capture={
          element.elementType === 'image' && element.useOnlyCamera ? 'environment' : undefined
        }
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, element, errors)}
        onChange={(event) => {
          const picked = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          setMessage(undefined);
          for (const file of picked) void accept(file);
        }}
      />
      {(files.length > 0 || uploads.length > 0) && (
        <ul className={classes.list}>
          {files.map((file, index) => {
            const name = fileDisplayName(file);
            return (
              <li key={fileKey(file)} className={classes.item}>
                <FilePreview file={file} picture={isImage} download={false} />
                <span>{file.base64 ? tw('fill.element.keptOffline', { name }) : name}</span>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  onClick={() =>
                    store.setValue(
                      element.name,
                      current().filter((_, i) => i !== index),
                    )
                  }
                >
                  {tw('fill.element.removeFile', { name })}
                </Button>
              </li>
            );
          })}
          {uploads.map((u) =>
            u.failed ? (
              <li key={u.key} className={classes.item} role="alert">
                <span className={classes.error}>{t('upload.failed', { name: u.file.name })}</span>
                {u.reason && <span className={classes.error}>{u.reason}</span>}
                <Button size="compact-sm" onClick={() => void upload(u.key, u.file)}>
                  {tw('upload.retry')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => void saveFileOnDevice(u.file)}
                >
                  {tw('upload.saveFile')}
                </Button>
              </li>
            ) : (
              <li key={u.key} className={classes.item}>
                <span>
                  {tw('fill.element.uploading', { name: u.file.name, percent: u.progress })}
                </span>
                <progress max={100} value={u.progress} aria-label={u.file.name} />
              </li>
            ),
          )}
        </ul>
      )}
    </FieldFrame>
  );
}
