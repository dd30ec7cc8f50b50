import { type TUploadedFile, ZUploadedFile } from '@eform/core/api/registrations';
import { sessionStore } from '../../session';

/** Progress of an upload, 0-100. */
export type TUploadProgress = (percent: number) => void;

/** Uploads one file and answers the stored file; rejects on any failure. */
export type TUploadFile = (
  file: Blob & { name?: string },
  options: { formId?: string; hd?: boolean; onProgress?: TUploadProgress },
) => Promise<TUploadedFile>;

/**
 * POST /api/file-upload/form (or /form-hd for HD images) as multipart field `file`, with XHR so
 * the upload progress can be shown (fetch cannot report it).
 */
export const uploadFile: TUploadFile = (file, { formId, hd, onProgress }) =>
  new Promise((resolve, reject) => {
    const query = formId ? `?form_id=${encodeURIComponent(formId)}` : '';
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/file-upload/${hd ? 'form-hd' : 'form'}${query}`);
    const apiKey = sessionStore.get()?.apiKey;
    if (apiKey) xhr.setRequestHeader('api-key', apiKey);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new Error('upload failed'));
    xhr.onabort = () => reject(new Error('upload aborted'));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new Error(`HTTP ${xhr.status}`));
        return;
      }
      try {
        resolve(ZUploadedFile.parse(JSON.parse(xhr.responseText)));
      } catch (cause) {
        reject(cause);
      }
    };
    const body = new FormData();
    body.append('file', file, file.name ?? 'bestand');
    xhr.send(body);
  });

/** The file as a data URL (`data:<type>;base64,...`), as offline file values carry it. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
