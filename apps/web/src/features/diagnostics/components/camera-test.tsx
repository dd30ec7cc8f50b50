import { th } from '@eform/core/messages/home';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The resolutions to try (doc 3 'Diagnostics'): low, the device's default, high. */
const RESOLUTIONS = {
  low: { width: { ideal: 320 }, height: { ideal: 240 } },
  default: true,
  high: { width: { ideal: 1920 }, height: { ideal: 1080 } },
} as const satisfies Record<string, MediaTrackConstraints | true>;
type TResolution = keyof typeof RESOLUTIONS;

type TCameraState =
  | { kind: 'off' }
  | { kind: 'starting' }
  | { kind: 'on'; width: number; height: number }
  | { kind: 'unavailable' };

function stateText(state: TCameraState): string {
  switch (state.kind) {
    case 'off':
      return th('diagnostics.camera.off');
    case 'starting':
      return th('diagnostics.camera.starting');
    case 'on':
      return th('diagnostics.camera.on', state);
    default:
      return th('diagnostics.camera.unavailable');
  }
}

/**
 * Starts the camera at a resolution into a video, and stops it. A refusal or missing camera is
 * only logged (doc 3: 'Camera access errors are only logged'); the screen says 'niet
 * beschikbaar' and nothing more.
 */
export function CameraTest() {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [state, setState] = useState<TCameraState>({ kind: 'off' });

  const stop = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    if (video.current) video.current.srcObject = null;
  }, []);
  // Leaving the screen turns the camera off.
  useEffect(() => stop, [stop]);

  const start = async (resolution: TResolution) => {
    stop();
    setState({ kind: 'starting' });
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: RESOLUTIONS[resolution],
        audio: false,
      });
      stream.current = media;
      if (video.current) video.current.srcObject = media;
      const settings = media.getVideoTracks()[0]?.getSettings();
      setState({ kind: 'on', width: settings?.width ?? 0, height: settings?.height ?? 0 });
    } catch (error) {
      console.error('Camera diagnostics: the camera did not start', resolution, error);
      setState({ kind: 'unavailable' });
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="camera-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="camera-title">
          {th('diagnostics.camera.title')}
        </Title>
        <Group gap="xs">
          <Button variant="default" onClick={() => void start('low')}>
            {th('diagnostics.camera.low')}
          </Button>
          <Button variant="default" onClick={() => void start('default')}>
            {th('diagnostics.camera.default')}
          </Button>
          <Button variant="default" onClick={() => void start('high')}>
            {th('diagnostics.camera.high')}
          </Button>
          <Button
            color="red"
            variant="light"
            disabled={state.kind === 'off'}
            onClick={() => {
              stop();
              setState({ kind: 'off' });
            }}
          >
            {th('diagnostics.camera.stop')}
          </Button>
        </Group>
        <Text size="sm" role="status" data-testid="camera-state">
          {stateText(state)}
        </Text>
        <video
          ref={video}
          autoPlay
          muted
          playsInline
          aria-label={th('diagnostics.camera.video')}
          style={{ width: '100%', maxWidth: 640, background: 'var(--mantine-color-gray-1)' }}
          hidden={state.kind !== 'on'}
        />
      </Stack>
    </Paper>
  );
}
