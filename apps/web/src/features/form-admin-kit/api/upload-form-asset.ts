import { type TUploadedFile, ZUploadedFile } from '@eform/core/api/registrations';
import type { TFileReference } from '@eform/core/elements';
import { type TUploadOptions, uploadWithProgress } from '../../../lib/http/upload-file';

/** The element editor's two uploads: an imageTag's picture and a staticFile's file. */
export type TFormAssetKind = 'imagetag' | 'static-file';

/**
 * POST /api/file-upload/imagetag or /static-file for the form being edited (or /email-word, a
 * Word template of its e-mails), as multipart field `file`, reporting progress (0-100). A refused upload rejects with the server's Dutch message;
 * it never leaves the editor (intent 'in-form': a 403 only rejects, nothing typed is lost).
 */
export function uploadFormAsset(
  kind: TFormAssetKind | 'email-word',
  formId: string,
  file: File,
  options: TUploadOptions = {},
): Promise<TUploadedFile> {
  const path = `/api/file-upload/${kind}?form_id=${encodeURIComponent(formId)}`;
  return uploadWithProgress(path, ZUploadedFile, file, options);
}

/** What an element keeps of an upload: the file's url, its names and its id. */
export function toFileReference(uploaded: TUploadedFile): TFileReference {
  return {
    url: uploaded.url,
    name: uploaded.name,
    filename: uploaded.filename,
    fid: uploaded.file_id,
  };
}
