import { tw } from '@eform/core/messages/fill-widgets';
import { Button } from '@mantine/core';
import jsQR from 'jsqr';
import { useEffect, useRef, useState } from 'react';
import classes from '../renderer/form-renderer.module.css';

/** Frames decoded per second (doc 1 §9). */
export const QR_FPS = 10;
/** Side in px of the square in the middle of the picture that is decoded (doc 1 §9). */
export const QR_BOX = 350;

/** The camera message of doc 1 §8 for a getUserMedia failure. */
export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return tw('qr.cameraDenied');
  if (
    name === 'NotFoundError' ||
    name === 'OverconstrainedError' ||
    name === 'DevicesNotFoundError'
  ) {
    return tw('qr.noCamera');
  }
  return tw('fill.element.qrCameraFailed');
}

type TState = { phase: 'loading' | 'active' } | { phase: 'error'; message: string };

/**
 * The rear camera (`facingMode: environment`) decoded with jsqr 10 times a second over the
 * centre 350 px square; stops after the first code. Frames without a code are ignored.
 */
export function QrScannerWidget({
  onScan,
  onStop,
}: {
  onScan: (text: string) => void;
  onStop: () => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<TState>({ phase: 'loading' });
  const onScanRef = useRef(onScan);
  onScanRef.current = onScan;

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      if (timer !== undefined) clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const scan = () => {
      const video = videoRef.current;
      if (!video || !context || video.readyState < 2 || !video.videoWidth) return;
      const side = Math.min(QR_BOX, video.videoWidth, video.videoHeight);
      const x = (video.videoWidth - side) / 2;
      const y = (video.videoHeight - side) / 2;
      canvas.width = side;
      canvas.height = side;
      context.drawImage(video, x, y, side, side, 0, 0, side, side);
      const image = context.getImageData(0, 0, side, side);
      const code = jsQR(image.data, side, side, { inversionAttempts: 'dontInvert' });
      if (code?.data) {
        stop();
        onScanRef.current(code.data);
      }
    };
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('', 'NotFoundError');
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        if (stopped) {
          stop();
          return;
        }
        const video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          await video.play().catch(() => undefined);
        }
        setState({ phase: 'active' });
        timer = setInterval(scan, 1000 / QR_FPS);
      } catch (error) {
        if (!stopped) setState({ phase: 'error', message: cameraErrorMessage(error) });
      }
    })();
    return stop;
  }, []);

  return (
    <div className={classes.field}>
      {state.phase === 'loading' && <p className={classes.note}>{tw('fill.element.qrLoading')}</p>}
      {state.phase === 'error' ? (
        <p className={classes.error} role="alert">
          {state.message}
        </p>
      ) : (
        <video
          ref={videoRef}
          className={classes.video}
          muted
          playsInline
          aria-label={tw('fill.element.qrVideo')}
        />
      )}
      <div>
        <Button size="compact-sm" variant="default" onClick={onStop}>
          {tw('fill.element.qrStop')}
        </Button>
      </div>
    </div>
  );
}
