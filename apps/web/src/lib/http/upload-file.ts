import type { z } from 'zod';
import { xhrRequest } from './xhr-request';

/** Progress of an upload in whole percent, 0-100. */
export type TUploadProgress = (percent: number) => void;

export type TUploadOptions = {
  /** Hears the share sent in whole percent; 100 once all of it is out (the server then stores). */
  onProgress?: TUploadProgress;
  signal?: AbortSignal;
};

/**
 * One file POSTed to `path` as multipart field `file` (named by the file, a Blob without a name
 * as 'bestand'), reporting its progress in percent, over {@link xhrRequest}: resolves with the
 * answer parsed by `schema`; a refusal rejects with the server's Dutch message. Every upload is
 * made from inside a screen with typed work (intent 'in-form'): a 401 signs out as every call,
 * a 403 only rejects and nothing typed is lost.
 */
export function uploadWithProgress<S extends z.ZodType>(
  path: string,
  schema: S,
  file: Blob & { name?: string },
  { onProgress, signal }: TUploadOptions = {},
): Promise<z.output<S>> {
  const body = new FormData();
  body.append('file', file, file.name ?? 'bestand');
  return xhrRequest(path, schema, {
    method: 'POST',
    body,
    signal,
    intent: 'in-form',
    onProgress: onProgress && ((fraction) => onProgress(Math.round(fraction * 100))),
  });
}
