import { MAX_FILE_SIZE_BYTES } from '@eform/core/constants';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../../test/fake-xhr';
import { renderPanel as renderSettingsPanel } from './settings-harness.test-support';
import type { TElementOf, TSettingsProps } from './settings-props';
import { ImageTagSettings, StaticFileSettings } from './upload-settings';

const ENV = { clientId: 1, isAdmin: false, formType: 'default' as const, modules: [] };
const STORED = {
  file_id: 'f0a1b2c3-0000-4000-8000-000000000001',
  url: '/api/file/f0a1b2c3-0000-4000-8000-000000000001',
  name: 'logo.png',
  filename: 'logo.png',
  size: 68,
  type: 'image/png',
};

/** The panel as the element dialog holds it, with no issues and no modules. */
function renderPanel<K extends 'imageTag' | 'staticFile'>(
  Panel: ComponentType<TSettingsProps<TElementOf<K>>>,
  type: K,
  patch: Partial<TElementOf<K>> = {},
) {
  return renderSettingsPanel(Panel, type, { patch, messageAt: () => undefined, env: ENV });
}

function picker(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file picker');
  return input;
}

/** Picks `file` the way a person could, also past the picker's own filter (a drop, "All files"). */
async function pick(container: HTMLElement, file: File) {
  await userEvent.setup({ applyAccept: false }).upload(picker(container), file);
}

const png = (name = 'logo.png') =>
  new File([new Uint8Array([0x89, 0x50])], name, { type: 'image/png' });

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // The preview fetches the stored file with the key and shows it through an object URL.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(new Blob([new Uint8Array([0x89])], { type: 'image/png' }))),
  );
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:voorbeeld');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ImageTagSettings', () => {
  it('refuses a .bmp with the Dutch text, without uploading', async () => {
    const { container, change, setUploading } = renderPanel(ImageTagSettings, 'imageTag');
    await pick(container, new File(['BM'], 'scan.bmp', { type: 'image/bmp' }));
    expect(
      await screen.findByText('Er kunnen alleen jpg, jpeg, png of gif bestanden worden geupload'),
    ).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
    expect(change).not.toHaveBeenCalled();
    expect(setUploading).not.toHaveBeenCalled();
  });

  it('refuses a file over 20 MB with the spec text, without uploading', async () => {
    const { container } = renderPanel(ImageTagSettings, 'imageTag');
    const big = png('groot.png');
    Object.defineProperty(big, 'size', { value: MAX_FILE_SIZE_BYTES + 1 });
    await pick(container, big);
    expect(await screen.findByText('Maximale bestandsgrootte is 20Mb.')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads with progress, tells the dialog, and keeps the stored file reference', async () => {
    const { container, change, setUploading, element } = renderPanel(ImageTagSettings, 'imageTag');
    expect(picker(container).accept).toBe('.jpg,.jpeg,.png,.gif');
    await pick(container, png());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/file-upload/imagetag?form_id=form-1');
    expect(((xhr.body as FormData).get('file') as File).name).toBe('logo.png');
    expect(setUploading.mock.calls).toEqual([[true]]);

    act(() => xhr.progress(0.4));
    expect(screen.getByText('logo.png wordt geupload (40%)')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'logo.png' }).getAttribute('aria-valuenow'),
    ).toBe('40');
    expect(screen.getByRole('button', { name: 'Bestand kiezen' }).hasAttribute('disabled')).toBe(
      true,
    );

    act(() => xhr.respond(200, STORED));
    await waitFor(() => expect(setUploading.mock.calls).toEqual([[true], [false]]));
    expect(change).toHaveBeenCalledWith({
      image: { url: STORED.url, name: 'logo.png', filename: 'logo.png', fid: STORED.file_id },
    });
    expect(element().width).toBe(300);
    const thumbnail = await screen.findByRole('img', { name: 'Voorbeeld van logo.png' });
    expect(thumbnail.getAttribute('src')).toBe('blob:voorbeeld');
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe(STORED.url);
    expect(screen.queryByText(/wordt geupload/)).toBeNull();
  });

  it("shows the server's Dutch text on a refusal and keeps everything as it was", async () => {
    const before = { url: '/api/file/oud', name: 'oud.png', fid: 'oud' };
    const { container, change, setUploading, element } = renderPanel(ImageTagSettings, 'imageTag', {
      image: before,
      width: 120,
      height: 80,
    });
    await pick(container, png('vermomd.png'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() =>
      FakeXhr.last().respond(415, {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Er kunnen alleen jpg, jpeg, png of gif bestanden worden geupload',
      }),
    );
    expect(
      await screen.findByText('Er kunnen alleen jpg, jpeg, png of gif bestanden worden geupload'),
    ).toBeTruthy();
    expect(setUploading.mock.calls).toEqual([[true], [false]]);
    expect(change).not.toHaveBeenCalled();
    expect(element()).toMatchObject({ image: before, width: 120, height: 80 });
    expect((screen.getByLabelText('Breedte (px)') as HTMLInputElement).value).toBe('120');
  });

  it('stops the upload and tells the dialog when the panel goes', async () => {
    const { container, setUploading, unmount } = renderPanel(ImageTagSettings, 'imageTag');
    await pick(container, png());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const abort = vi.spyOn(FakeXhr.last(), 'abort');
    unmount();
    expect(abort).toHaveBeenCalled();
    expect(setUploading.mock.calls).toEqual([[true], [false]]);
  });

  it('removes the picture and edits width and height', async () => {
    const { change } = renderPanel(ImageTagSettings, 'imageTag', {
      image: { url: STORED.url, name: 'logo.png', fid: STORED.file_id },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    expect(change).toHaveBeenCalledWith({ image: null });
    expect(screen.getByText('Nog geen bestand gekozen.')).toBeTruthy();

    const height = screen.getByLabelText('Hoogte (px)');
    await userEvent.type(height, '150');
    expect(change).toHaveBeenLastCalledWith({ height: 150 });
    await userEvent.clear(screen.getByLabelText('Breedte (px)'));
    expect(change).toHaveBeenLastCalledWith({ width: null });
  });
});

describe('StaticFileSettings', () => {
  it('refuses other types with its Dutch text and offers the allowed ones', async () => {
    const { container } = renderPanel(StaticFileSettings, 'staticFile');
    expect(picker(container).accept).toBe('.pdf,.docx,.txt,.jpg,.jpeg,.png,.gif');
    await pick(container, new File(['MZ'], 'setup.exe'));
    expect(
      await screen.findByText(
        'Er kunnen alleen pdf, docx, txt, jpg, jpeg, png of gif bestanden worden geupload',
      ),
    ).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads the file and shows its name with a download link', async () => {
    const { container, change, setUploading } = renderPanel(StaticFileSettings, 'staticFile');
    await pick(container, new File(['%PDF-1.4'], 'reglement.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.last().url).toBe('/api/file-upload/static-file?form_id=form-1');
    const pdf = { ...STORED, name: 'reglement.pdf', filename: 'reglement.pdf' };
    act(() => FakeXhr.last().respond(200, pdf));
    await waitFor(() => expect(setUploading.mock.calls).toEqual([[true], [false]]));
    expect(change).toHaveBeenCalledWith({
      file: { url: pdf.url, name: 'reglement.pdf', filename: 'reglement.pdf', fid: pdf.file_id },
    });
    expect(screen.getByText('reglement.pdf')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Downloaden' });
    expect(link.getAttribute('href')).toBe('blob:voorbeeld');
    expect(link.getAttribute('download')).toBe('reglement.pdf');
  });

  it('says the spec text with the name when the upload does not get through', async () => {
    const { container, change, setUploading } = renderPanel(StaticFileSettings, 'staticFile');
    await pick(container, new File(['tekst'], 'uitleg.txt', { type: 'text/plain' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.last().fail());
    expect(
      await screen.findByText(
        'Bestand kon niet geupload worden. Probeer het opnieuw. Filename: uitleg.txt',
      ),
    ).toBeTruthy();
    expect(change).not.toHaveBeenCalled();
    expect(setUploading.mock.calls).toEqual([[true], [false]]);
  });
});
