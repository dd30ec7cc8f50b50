import { isDomainError } from '@eform/core/errors';
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_BODY_CONFIG } from '../../http/timeouts';
import { fileUploadLimits } from '../../plugins/body-limit';
import { fileTooLargeError, type TUploadPart } from './files.service';

/**
 * The HTTP side of every upload route (this module's and the e-mail Word upload's): one file of
 * at most 20 MB in the multipart field `file`, and the too-large answer that speaks of the file.
 */
export const upload = fileUploadLimits(1);
/**
 * busboy may pass one byte more than 20 MB: the upload's own counter then refuses the file with
 * the spec's text before anything is stored (busboy would only cut the file short, silently).
 */
const uploadLimits = { ...upload.limits, fileSize: upload.limits.fileSize + 1 };
export const uploadConfig = {
  ...UPLOAD_BODY_CONFIG,
  tooLargeMessageKey: 'validation.fileSize',
} as const;

/** The one file of a multipart upload, in the field `file`; undefined when there is none. */
export async function filePart(
  request: FastifyRequest,
  limits: typeof uploadLimits = uploadLimits,
): Promise<TUploadPart | undefined> {
  const part = await request.file({ limits });
  if (!part) return undefined;
  if (part.fieldname !== 'file') {
    part.file.resume();
    return undefined;
  }
  return { file: part.file, filename: part.filename, type: part.mimetype };
}

/**
 * Multipart for the upload routes of `app`: one file of at most 20 MB; any too-large answer of
 * an upload (declared length, busboy, our counter) speaks of the file.
 */
export async function registerUploads(
  app: FastifyInstance,
  limits: typeof uploadLimits = uploadLimits,
  tooLargeError: () => Error = fileTooLargeError,
): Promise<void> {
  await app.register(multipart, { limits });
  app.setErrorHandler((error: FastifyError) => {
    const status = isDomainError(error) ? undefined : error.statusCode;
    const tooLarge = (isDomainError(error) && error.code === 'PAYLOAD_TOO_LARGE') || status === 413;
    if (tooLarge) throw tooLargeError();
    // A refused upload still sending is closed by plugins/unread-body.ts, like any early answer.
    throw error;
  });
}
