import { ZUploadedFile } from '@eform/core/api/registrations';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../test/fake-xhr';
import { setHttpEventHandlers } from './http-events';
import { setApiKeySource } from './request-core';
import { uploadWithProgress } from './upload-file';

const stored = {
  file_id: 'f1',
  url: '/api/file/f1',
  name: 'foto.png',
  filename: 'f1.png',
  size: 3,
  type: 'image/png',
};

describe('uploadWithProgress', () => {
  const onForbidden = vi.fn();
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    setApiKeySource(() => 'key-1');
    setHttpEventHandlers({ onUnauthorized: vi.fn(), onForbidden });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    vi.restoreAllMocks();
    setApiKeySource(() => null);
  });

  it('posts the file as multipart `file` with the key, reports whole percents and resolves with the answer', async () => {
    const percents: number[] = [];
    const file = new File(['png'], 'foto.png', { type: 'image/png' });
    const answer = uploadWithProgress('/api/file-upload/form?form_id=7', ZUploadedFile, file, {
      onProgress: (percent) => percents.push(percent),
    });
    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/file-upload/form?form_id=7');
    expect(xhr.headers['api-key']).toBe('key-1');
    const sent = (xhr.body as FormData).get('file') as File;
    expect(sent.name).toBe('foto.png');
    expect(await sent.text()).toBe('png');
    xhr.progress(0.333);
    xhr.progress(1);
    xhr.respond(200, stored);
    await expect(answer).resolves.toEqual(stored);
    expect(percents).toEqual([33, 100, 100]);
  });

  it("names a Blob without a name 'bestand'; a 403 rejects with the server's text and signs nobody out", async () => {
    // happy-dom's FormData drops the name of a Blob, so the name is read where it is given.
    const append = vi.spyOn(FormData.prototype, 'append');
    const blob = new Blob(['x']);
    const answer = uploadWithProgress('/api/file-upload/form', ZUploadedFile, blob);
    expect(append).toHaveBeenCalledWith('file', blob, 'bestand');
    const xhr = FakeXhr.last();
    xhr.respond(403, { code: 'FORBIDDEN', message: 'Geen toegang.' });
    await expect(answer).rejects.toMatchObject({ status: 403, message: 'Geen toegang.' });
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it('stops the upload when the signal aborts', async () => {
    const controller = new AbortController();
    const answer = uploadWithProgress('/api/file-upload/imagetag', ZUploadedFile, new Blob(['x']), {
      signal: controller.signal,
    });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });
});
