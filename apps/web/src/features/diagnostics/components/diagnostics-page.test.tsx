import { t } from '@eform/core/messages';
import { th } from '@eform/core/messages/home';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { DiagnosticsPage } from './diagnostics-page';

function stubCamera(getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>) {
  const spy = vi.fn(getUserMedia);
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: spy } });
  return spy;
}

function fakeStream(width: number, height: number) {
  const track = { stop: vi.fn(), getSettings: () => ({ width, height }) };
  return {
    track,
    stream: { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the diagnostics screen', () => {
  it('starts the camera at low, default and high resolution, and stops it', async () => {
    // happy-dom's video takes no stand-in stream.
    vi.spyOn(HTMLMediaElement.prototype, 'srcObject', 'set').mockImplementation(() => undefined);
    const low = fakeStream(320, 240);
    const high = fakeStream(1920, 1080);
    const byWidth: Record<number, MediaStream> = { 320: low.stream, 1920: high.stream };
    const getUserMedia = stubCamera(async ({ video }) =>
      video === true
        ? fakeStream(640, 480).stream
        : (byWidth[(video as { width: { ideal: number } }).width.ideal] ?? low.stream),
    );
    renderScreen(<DiagnosticsPage />, '/debug/ios-debugging');
    expect(screen.getByRole('heading', { level: 1, name: t('ui.page.iosDebugging') })).toBeTruthy();
    expect(screen.getByTestId('camera-state').textContent).toBe(th('diagnostics.camera.off'));

    await userEvent.click(screen.getByRole('button', { name: th('diagnostics.camera.low') }));
    await waitFor(() =>
      expect(screen.getByTestId('camera-state').textContent).toBe(
        th('diagnostics.camera.on', { width: 320, height: 240 }),
      ),
    );
    expect(getUserMedia).toHaveBeenLastCalledWith({
      video: { width: { ideal: 320 }, height: { ideal: 240 } },
      audio: false,
    });
    await userEvent.click(screen.getByRole('button', { name: th('diagnostics.camera.default') }));
    expect(getUserMedia).toHaveBeenLastCalledWith({ video: true, audio: false });
    // Another resolution stops the camera that ran.
    expect(low.track.stop).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: th('diagnostics.camera.high') }));
    await waitFor(() =>
      expect(screen.getByTestId('camera-state').textContent).toBe(
        th('diagnostics.camera.on', { width: 1920, height: 1080 }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: th('diagnostics.camera.stop') }));
    expect(high.track.stop).toHaveBeenCalled();
    expect(screen.getByTestId('camera-state').textContent).toBe(th('diagnostics.camera.off'));
  });

  it('a refused camera is only logged: the screen says it is not available', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubCamera(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    renderScreen(<DiagnosticsPage />, '/debug/ios-debugging');
    await userEvent.click(screen.getByRole('button', { name: th('diagnostics.camera.high') }));
    await waitFor(() =>
      expect(screen.getByTestId('camera-state').textContent).toBe(
        th('diagnostics.camera.unavailable'),
      ),
    );
    expect(error).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists name, type and size of the files each input was given', async () => {
    renderScreen(<DiagnosticsPage />, '/debug/ios-debugging');
    const image = screen.getByLabelText(th('diagnostics.files.image'));
    expect(image.getAttribute('accept')).toBe('image/*');
    expect(screen.getByLabelText(th('diagnostics.files.capture')).getAttribute('capture')).toBe(
      'environment',
    );
    const multiple = screen.getByLabelText(th('diagnostics.files.multiple'));
    expect(multiple.hasAttribute('multiple')).toBe(true);
    await userEvent.upload(multiple, [
      new File([new Uint8Array(2048)], 'foto.jpg', { type: 'image/jpeg' }),
      new File(['x'], 'notitie', { type: '' }),
    ]);
    expect(screen.getByTestId('files-multiple').textContent).toBe(
      th('diagnostics.files.file', { name: 'foto.jpg', type: 'image/jpeg', size: '2 kB' }) +
        th('diagnostics.files.file', {
          name: 'notitie',
          type: th('diagnostics.files.unknownType'),
          size: '1 B',
        }),
    );
    expect(screen.getByTestId('files-any').textContent).toBe(th('diagnostics.files.none'));
  });
});
