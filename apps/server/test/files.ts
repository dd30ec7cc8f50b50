import type { TApp } from '../src/app';

const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A 1x1 PNG: the smallest file every file, image and signature element accepts. */
export const TINY_PNG = Buffer.from(TINY_PNG_BASE64, 'base64');

/** {@link TINY_PNG} as a data url, the way a filler's device sends an inline file. */
export const TINY_PNG_DATA_URL = `data:image/png;base64,${TINY_PNG_BASE64}`;

/** A multipart body holding one file in the field `file`, as the upload routes take it. */
export function multipartFile(
  filename: string,
  bytes: Buffer,
  contentType = 'application/octet-stream',
): { payload: Buffer; contentType: string } {
  const boundary = `----eform${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST of one file to an upload route (`query` without '?'), as the fill screen sends it. */
export function uploadFile(
  app: TApp,
  apiKey: string,
  query: string,
  file: { filename: string; bytes: Buffer; contentType?: string; path?: string },
) {
  const body = multipartFile(file.filename, file.bytes, file.contentType);
  return app.inject({
    method: 'POST',
    url: `${file.path ?? '/api/file-upload/form'}?${query}`,
    headers: { 'content-type': body.contentType, 'api-key': apiKey },
    payload: body.payload,
  });
}
