/**
 * Files: uploads (multipart, their types and limits), files sent inline with a registration,
 * who may download which file, a form's own pictures and files (with their copies when a form is
 * copied), and the purge of files nothing refers to any more. The app alone imports
 * files.routes.ts.
 */
export { DOCX_MIME_TYPE, extensionOf } from './file-types';
export {
  fileUrl,
  findFormFilesByUuid,
  releaseFormFiles,
  storeUpload,
  type TUploadPart,
  type TUploadRule,
  toUploadedFile,
  unreferencedKeys,
} from './files.service';
export { withGuestFileUrls } from './form-asset-urls';
export { planFormFileCopies, storeFormFileCopies } from './form-file-copies';
export { attachFiles, storeInlineFiles } from './inline-files';
export { registerPurgeUploadsJob } from './purge-uploads.job';
export { filePart, registerUploads, upload, uploadConfig } from './upload-http';
export { purgeOrphanUploads } from './upload-purge';
