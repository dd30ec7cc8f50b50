import type { TUploadedFile } from '@eform/core/api/registrations';
import { MAX_FILE_SIZE_BYTES } from '@eform/core/constants';
import { t } from '@eform/core/messages';
import { tw } from '@eform/core/messages/fill-widgets';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SignaturePad from 'signature_pad';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiKeySource } from '../../../../lib/http/api-client';
import { setHttpEventHandlers } from '../../../../lib/http/http-events';
import { FakeXhr } from '../../../../test/fake-xhr';
import { renderScreen } from '../../../../test/render';
import type { TUploadFile } from '../../api/upload-file';
import {
  createFillStore,
  type TFillMode,
  type TFillStoreOptions,
} from '../../lib/fill-store/fill-store';
import { el, required, subform } from '../../lib/fill-store/fixtures.test-support';
import { FormRenderer } from '../renderer/form-renderer';
import { cameraErrorMessage } from './qr-scanner-widget';

/** Renders the form and waits for its lazily loaded element widgets (files, signature, ...). */
async function renderForm(options: Omit<TFillStoreOptions, 'mode'>, mode: TFillMode = 'fill') {
  const store = createFillStore({ ...options, mode });
  renderScreen(<FormRenderer store={store} />);
  await waitFor(() => expect(screen.queryByText(t('fill.element.loading'))).toBeNull());
  return store;
}

const stored = (name: string): TUploadedFile => ({
  file_id: 'f1',
  url: `/api/file/f1`,
  name,
  filename: name,
  size: 3,
  type: 'application/pdf',
});

const pdf = (name = 'rapport.pdf') => new File(['abc'], name, { type: 'application/pdf' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('file element', () => {
  it('uploads a picked file with progress and stores the uploaded file value', async () => {
    const uploadFile = vi.fn<TUploadFile>(async (file, { onProgress }) => {
      onProgress?.(50);
      return stored(file.name ?? '');
    });
    const store = await renderForm({
      schema: [el('bijlage', 'file', { label: 'Bijlage' })],
      uploadFile,
      formId: 'form-1',
    });
    await userEvent.upload(screen.getByLabelText('Bijlage'), pdf());
    await waitFor(() => expect(store.getValues().bijlage).toHaveLength(1));
    expect(uploadFile.mock.calls[0]?.[1]).toMatchObject({ formId: 'form-1', hd: false });
    expect(store.getValues().bijlage).toEqual([
      {
        url: '/api/file/f1',
        name: 'rapport.pdf',
        filename: 'rapport.pdf',
        size: 3,
        type: 'application/pdf',
      },
    ]);
    expect(store.hasPendingUploads()).toBe(false);
    await userEvent.click(
      screen.getByRole('button', { name: tw('fill.element.removeFile', { name: 'rapport.pdf' }) }),
    );
    expect(store.getValues().bijlage).toEqual([]);
  });

  it('fileDoRename uploads the file under fileNewName with its own extension', async () => {
    const uploadFile = vi.fn<TUploadFile>(async (file) => stored(file.name ?? ''));
    const store = await renderForm({
      schema: [
        el('bijlage', 'file', { label: 'Bijlage', fileDoRename: true, fileNewName: 'Meterkast' }),
      ],
      uploadFile,
    });
    await userEvent.upload(screen.getByLabelText('Bijlage'), pdf('IMG_2041.PDF'));
    await waitFor(() => expect(store.getValues().bijlage).toHaveLength(1));
    expect(uploadFile.mock.calls[0]?.[0].name).toBe('Meterkast.pdf');
    expect(await screen.findByText('Meterkast.pdf')).toBeTruthy();
  });

  it('refuses a file over 20 MB with the spec text, without uploading', async () => {
    const uploadFile = vi.fn<TUploadFile>();
    const store = await renderForm({
      schema: [el('bijlage', 'file', { label: 'Bijlage' })],
      uploadFile,
    });
    const big = pdf('groot.pdf');
    Object.defineProperty(big, 'size', { value: MAX_FILE_SIZE_BYTES + 1 });
    await userEvent.upload(screen.getByLabelText('Bijlage'), big);
    expect(await screen.findByText('Maximale bestandsgrootte is 20Mb.')).toBeTruthy();
    expect(uploadFile).not.toHaveBeenCalled();
    expect(store.getValues().bijlage).toBeUndefined();
  });

  it('in bad-internet mode keeps the file as base64 in the value instead of uploading', async () => {
    const uploadFile = vi.fn<TUploadFile>();
    const store = await renderForm({
      schema: [el('bijlage', 'file', { label: 'Bijlage' })],
      uploadFile,
      badInternetMode: true,
    });
    await userEvent.upload(screen.getByLabelText('Bijlage'), pdf());
    await waitFor(() => expect(store.getValues().bijlage).toHaveLength(1));
    expect(uploadFile).not.toHaveBeenCalled();
    expect(store.getValues().bijlage).toEqual([
      {
        name: 'rapport.pdf',
        filename: 'rapport.pdf',
        base64: `data:application/pdf;base64,${btoa('abc')}`,
        size: 3,
        type: 'application/pdf',
      },
    ]);
  });

  it('offline keeps the file as base64 too', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const uploadFile = vi.fn<TUploadFile>();
    const store = await renderForm({
      schema: [el('bijlage', 'file', { label: 'Bijlage' })],
      uploadFile,
    });
    await userEvent.upload(screen.getByLabelText('Bijlage'), pdf());
    await waitFor(() => expect(store.getValues().bijlage).toHaveLength(1));
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('a failed upload shows the spec text with retry and save-file; retry uploads again', async () => {
    let fail = true;
    const uploadFile = vi.fn<TUploadFile>(async (file) => {
      if (fail) throw new Error('network');
      return stored(file.name ?? '');
    });
    const store = await renderForm({
      schema: [el('bijlage', 'file', { label: 'Bijlage' })],
      uploadFile,
    });
    await userEvent.upload(screen.getByLabelText('Bijlage'), pdf());
    expect(
      await screen.findByText(
        'Bestand kon niet geupload worden. Probeer het opnieuw. Filename: rapport.pdf',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: tw('upload.saveFile') })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: tw('upload.retry') }));
    await waitFor(() => expect(store.getValues().bijlage).toHaveLength(1));
    expect(screen.queryByText(/Bestand kon niet geupload worden/)).toBeNull();
  });

  it("a refused upload shows the server's Dutch message, not only the spec text", async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    await renderForm({ schema: [el('bijlage', 'file', { label: 'Bijlage' })], formId: 'form-1' });
    await userEvent.upload(screen.getByLabelText('Bijlage'), pdf());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.last();
    expect(xhr.url).toBe('/api/file-upload/form?form_id=form-1');
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    act(() =>
      xhr.respond(415, {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Dit soort bestand wordt niet geaccepteerd.',
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Dit soort bestand wordt niet geaccepteerd.')).toBeTruthy();
    expect(within(alert).getByText(/Bestand kon niet geupload worden/)).toBeTruthy();
  });

  it('a 401 on an upload signs out, with the key the upload sent', async () => {
    const onUnauthorized = vi.fn();
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    setApiKeySource(() => 'key-1');
    setHttpEventHandlers({ onUnauthorized, onForbidden: vi.fn() });
    try {
      await renderForm({ schema: [el('bijlage', 'file', { label: 'Bijlage' })] });
      await userEvent.upload(screen.getByLabelText('Bijlage'), pdf());
      await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
      expect(FakeXhr.last().headers['api-key']).toBe('key-1');
      act(() =>
        FakeXhr.last().respond(401, { code: 'UNAUTHENTICATED', message: 'Niet ingelogd.' }),
      );
      await waitFor(() => expect(onUnauthorized).toHaveBeenCalledWith('key-1'));
    } finally {
      setApiKeySource(() => null);
    }
  });

  it('save-file shares the file where the browser can, else downloads it', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { share, canShare: () => true });
    const { saveFileOnDevice } = await import('./file-actions');
    const file = pdf();
    await saveFileOnDevice(file);
    expect(share).toHaveBeenCalledWith({ files: [file], title: 'rapport.pdf' });
  });

  it('image: accepts jpeg, png and gif only; useOnlyCamera asks for the camera; hdImages uploads HD', async () => {
    const uploadFile = vi.fn<TUploadFile>(async (file) => stored(file.name ?? ''));
    await renderForm({
      schema: [el('foto', 'image', { label: 'Foto', useOnlyCamera: true, hdImages: true })],
      uploadFile,
    });
    const input = screen.getByLabelText('Foto') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/gif');
    expect(input.getAttribute('capture')).toBe('environment');
    await userEvent.upload(input, new File(['x'], 'a.png', { type: 'image/png' }));
    await waitFor(() => expect(uploadFile).toHaveBeenCalledTimes(1));
    expect(uploadFile.mock.calls[0]?.[1]).toMatchObject({ hd: true });
    const bmp = new File(['x'], 'a.bmp', { type: 'image/bmp' });
    await userEvent.upload(input, bmp, { applyAccept: false });
    expect(await screen.findByText(t('validation.imageType'))).toBeTruthy();
    expect(uploadFile).toHaveBeenCalledTimes(1);
  });

  it('read-only shows files as download links to the bytes fetched with the key', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(new Blob(['%PDF'], { type: 'application/pdf' }))),
    );
    await renderForm(
      {
        schema: [el('bijlage', 'file', { label: 'Bijlage' })],
        values: { bijlage: [{ url: '/api/file/f1', name: 'rapport.pdf' }] },
      },
      'readonly',
    );
    const link = await screen.findByRole('link', {
      name: tw('fill.element.download', { name: 'rapport.pdf' }),
    });
    // A plain link to /api/file/… cannot send the key: a signed-in user would get a 401.
    expect(link.getAttribute('href')).toMatch(/^blob:/);
    expect(screen.queryByTestId('file-thumb')).toBeNull();
    expect(screen.queryByLabelText('Bijlage')).toBeNull();
  });
});

describe('signature element', () => {
  it('fill: the pad loads in its own chunk at the chosen size, with no picture beside it', async () => {
    await renderForm({
      schema: [el('handtekening', 'signature', { label: 'Handtekening', signatureSize: 'big' })],
    });
    const canvas = await screen.findByLabelText('Handtekening', { selector: 'canvas' });
    expect(canvas.getAttribute('data-size')).toBe('big');
    expect((canvas as HTMLCanvasElement).style.height).toBe('400px');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(tw('fill.element.signatureHint'))).toBeTruthy();
  });

  it.each([
    ['kept on the device', { base64: 'data:image/png;base64,AAAA' }],
    ['sent before', { url: '/api/file/s1' }],
  ])(
    "a signature %s shows once, in the pad's place, until Opnieuw tekenen gives the empty pad",
    async (_, kept) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(new Blob(['png'], { type: 'image/png' }))),
      );
      const store = await renderForm({
        schema: [el('handtekening', 'signature', { label: 'Handtekening' })],
        values: { handtekening: { name: 'Handtekening.png', ...kept } },
      });
      const picture = await screen.findByRole('img', { name: tw('fill.element.signatureAlt') });
      await waitFor(() => expect(picture.getAttribute('src')).toMatch(/^(data|blob):/));
      expect(picture.style.height).toBe('200px');
      expect(screen.queryByLabelText('Handtekening', { selector: 'canvas' })).toBeNull();
      expect(screen.queryByText(tw('fill.element.signatureHint'))).toBeNull();

      const redraw = screen.getByRole('button', { name: tw('fill.element.signatureRedraw') });
      redraw.focus();
      await userEvent.keyboard('{Enter}');
      expect(store.getValues().handtekening).toBeUndefined();
      expect(screen.queryByRole('img')).toBeNull();
      expect(screen.getByLabelText('Handtekening', { selector: 'canvas' })).toBeTruthy();
      // The same button, now 'Handtekening wissen': the focus did not fall to the page.
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: tw('fill.element.signatureClear') }),
      );
    },
  );

  it('a form that allows loading a sent signature draws it into the pad once it has loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(new Blob(['png'], { type: 'image/png' }))),
    );
    // happy-dom draws nothing: a 2D context whose every method does nothing lets the pad start.
    const context = new Proxy({} as Record<PropertyKey, unknown>, {
      get: (target, key) => {
        target[key] ??= vi.fn();
        return target[key];
      },
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    const load = vi.spyOn(SignaturePad.prototype, 'fromDataURL').mockResolvedValue();
    await renderForm({
      schema: [
        el('handtekening', 'signature', { label: 'Handtekening', signatureLoadEnabled: true }),
      ],
      values: { handtekening: { name: 'Handtekening.png', url: '/api/file/s1' } },
    });
    expect(await screen.findByLabelText('Handtekening', { selector: 'canvas' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    // The file's source comes after the pad started; it was drawn only when the pad began.
    await waitFor(() =>
      expect(load).toHaveBeenCalledWith(expect.stringMatching(/^blob:/), expect.anything()),
    );
  });

  it('read-only shows the stored signature fetched with the key, not as a bare /api/file link', async () => {
    const fetchFile = vi.fn(
      async (_path: string, _init?: RequestInit) =>
        new Response(new Blob(['png'], { type: 'image/png' })),
    );
    vi.stubGlobal('fetch', fetchFile);
    await renderForm(
      {
        schema: [el('handtekening', 'signature', { label: 'Handtekening' })],
        values: { handtekening: { name: 'Handtekening.png', url: '/api/file/s1' } },
      },
      'readonly',
    );
    // An <img src="/api/file/s1"> sends no key: a signed-in user's browser got a 401.
    const picture = await screen.findByRole('img', { name: tw('fill.element.signatureAlt') });
    await waitFor(() => expect(picture.getAttribute('src')).toMatch(/^blob:/));
    expect(fetchFile.mock.calls[0]?.[0]).toBe('/api/file/s1');
  });
});

describe('qrCodeScanner element', () => {
  it('starts the rear camera and shows the denied-camera text of §8', async () => {
    const getUserMedia = vi.fn(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), { mediaDevices: { getUserMedia } }),
    );
    await renderForm({ schema: [el('code', 'qrCodeScanner', { label: 'Code' })] });
    await userEvent.click(screen.getByRole('button', { name: tw('fill.element.qrStart') }));
    expect(await screen.findByText('Cameratoegang geweigerd. Sta cameratoegang toe.')).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'environment' },
      audio: false,
    });
    await userEvent.click(screen.getByRole('button', { name: tw('fill.element.qrStop') }));
    expect(screen.getByRole('button', { name: tw('fill.element.qrStart') })).toBeTruthy();
  });

  it('names a missing camera', () => {
    expect(cameraErrorMessage(new DOMException('', 'NotFoundError'))).toBe(
      'Geen camera gevonden. Sluit een camera aan.',
    );
    expect(cameraErrorMessage(new DOMException('', 'NotAllowedError'))).toBe(tw('qr.cameraDenied'));
  });

  it('the code may be typed; read-only shows it', async () => {
    const store = await renderForm({ schema: [el('code', 'qrCodeScanner', { label: 'Code' })] });
    await userEvent.type(screen.getByLabelText('Code'), 'ABC');
    expect(store.getValues().code).toBe('ABC');
    await renderForm(
      { schema: [el('c2', 'qrCodeScanner', { label: 'C2' })], values: { c2: 'XYZ' } },
      'readonly',
    );
    expect(screen.getByText('XYZ')).toBeTruthy();
  });
});

describe('subform element', () => {
  const bomen = () =>
    subform('bomen', [
      el('soort', 'text', { label: 'Soort', ...required }),
      el('hoogte', 'number', { label: 'Hoogte' }),
    ]);

  it('adds items through the modal, numbered from 1, with the sum and count of number columns', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const store = await renderForm({ schema: [bomen()] });
    await userEvent.click(screen.getByRole('button', { name: tw('fill.element.subformAdd') }));
    let dialog = await screen.findByRole('dialog');
    expect(store.getStatus().subformOpen).toBe(true);
    // The item's own validation: the required field blocks saving.
    await userEvent.click(
      within(dialog).getByRole('button', { name: tw('fill.element.subformSave') }),
    );
    expect(within(dialog).getByText(t('form.invalid'))).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/Soort/), 'Eik');
    await userEvent.type(within(dialog).getByLabelText('Hoogte'), '12.5');
    await userEvent.click(
      within(dialog).getByRole('button', { name: tw('fill.element.subformSave') }),
    );
    await waitFor(() => expect(store.getValues().bomen).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getStatus()).toMatchObject({ subformOpen: false, subformLocked: true });

    await userEvent.click(screen.getByRole('button', { name: tw('fill.element.subformAdd') }));
    dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Soort/), 'Beuk');
    await userEvent.type(within(dialog).getByLabelText('Hoogte'), '3');
    await userEvent.click(
      within(dialog).getByRole('button', { name: tw('fill.element.subformSave') }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(store.getValues().bomen).toEqual([
      { soort: 'Eik', hoogte: '12.5', subform_index: 1 },
      { soort: 'Beuk', hoogte: '3', subform_index: 2 },
    ]);
    expect(
      screen.getByText(tw('fill.element.subformSum', { label: 'Hoogte', sum: '15,5', count: 2 })),
    ).toBeTruthy();

    await userEvent.click(
      screen.getByRole('button', {
        name: tw('fill.element.subformRemove', {
          item: tw('fill.element.subformItem', { label: 'Boom', n: 1 }),
        }),
      }),
    );
    expect(store.getValues().bomen).toEqual([{ soort: 'Beuk', hoogte: '3', subform_index: 1 }]);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(store.getStatus().subformLocked).toBe(false);
    vi.useRealTimers();
  });

  it('the modal opens on its first field, Enter there saves, and the focus goes back to its opener', async () => {
    const store = await renderForm({ schema: [bomen()] });
    const add = screen.getByRole('button', { name: tw('fill.element.subformAdd') });
    await userEvent.click(add);
    let dialog = await screen.findByRole('dialog');
    // Not 'Sluiten': a space typed at once closed the item.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByLabelText(/Soort/)),
    );
    await userEvent.keyboard('Eik');
    await userEvent.type(within(dialog).getByLabelText('Hoogte'), '4{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getValues().bomen).toEqual([{ soort: 'Eik', hoogte: '4', subform_index: 1 }]);
    await waitFor(() => expect(document.activeElement).toBe(add));

    const edit = screen.getByRole('button', {
      name: tw('fill.element.subformEdit', {
        item: tw('fill.element.subformItem', { label: 'Boom', n: 1 }),
      }),
    });
    await userEvent.click(edit);
    dialog = await screen.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: tw('fill.element.subformCancel') }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(edit));

    // Removing the row takes its buttons away: the focus goes to 'Toevoegen', not to the page.
    await userEvent.click(
      screen.getByRole('button', {
        name: tw('fill.element.subformRemove', {
          item: tw('fill.element.subformItem', { label: 'Boom', n: 1 }),
        }),
      }),
    );
    expect(document.activeElement).toBe(add);
  });

  it.each<TFillMode>(['fill', 'readonly'])(
    '%s: each item reads its summary with its own values; one that says nothing leaves the heading',
    async (mode) => {
      await renderForm(
        {
          schema: [
            subform(
              'bomen',
              [
                el('soort', 'text', { label: 'Soort' }),
                el('hoogte', 'decimal', { label: 'Hoogte' }),
              ],
              { summaryText: '$soort$, $hoogte$ m' },
            ),
          ],
          values: {
            bomen: [{ soort: 'Eik', hoogte: '12.5', subform_index: 1 }, { subform_index: 2 }],
          },
        },
        mode,
      );
      const [first, second] = screen.getAllByRole('listitem');
      expect(within(first as HTMLElement).getByText('Boom 1')).toBeTruthy();
      expect(within(first as HTMLElement).getByText('Eik, 12,5 m')).toBeTruthy();
      expect(within(second as HTMLElement).getByText('Boom 2')).toBeTruthy();
      expect(second?.textContent).not.toContain(', m');
    },
  );

  it('read-only lists the items with their values and no buttons', async () => {
    await renderForm(
      { schema: [bomen()], values: { bomen: [{ soort: 'Eik', hoogte: '4', subform_index: 1 }] } },
      'readonly',
    );
    expect(screen.getByText('Boom 1')).toBeTruthy();
    expect(screen.getByText('Eik')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('admin mode leaves map, subform, gps and tracking out of a subform', async () => {
    await renderForm(
      {
        schema: [
          subform('lijst', [
            el('naam', 'text', { label: 'Naam' }),
            el('plek', 'gps', { label: 'Plek' }),
          ]),
        ],
      },
      'admin',
    );
    await userEvent.click(screen.getByRole('button', { name: tw('fill.element.subformAdd') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Naam')).toBeTruthy();
    expect(within(dialog).queryByText('Plek')).toBeNull();
  });
});
