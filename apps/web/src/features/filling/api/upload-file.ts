import { type TUploadedFile, ZUploadedFile } from '@eform/core/api/registrations';
import { type TUploadProgress, uploadWithProgress } from '../../../lib/http/upload-file';

/**
 * Uploads one file and answers the stored file; rejects with an {@link ApiError} carrying the
 * server's Dutch message when the server refuses it.
 */
export type TUploadFile = (
  file: Blob & { name?: string },
  options: { formId?: string; hd?: boolean; onProgress?: TUploadProgress },
) => Promise<TUploadedFile>;

/**
 * POST /api/file-upload/form (or /form-hd for HD images) as multipart field `file`, with upload
 * progress. A refused upload rejects with the server's message; a 401 signs out like every other
 * call, a 403 only rejects (the form stays open).
 */
export const uploadFile: TUploadFile = (file, { formId, hd, onProgress }) => {
  const query = formId ? `?form_id=${encodeURIComponent(formId)}` : '';
  return uploadWithProgress(
    `/api/file-upload/${hd ? 'form-hd' : 'form'}${query}`,
    ZUploadedFile,
    file,
    {
      onProgress,
    },
  );
};
