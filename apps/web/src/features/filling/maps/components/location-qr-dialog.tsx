import { googleMapsLink } from '@eform/core/constants';
import { tw } from '@eform/core/messages/fill-widgets';
import { Alert, Anchor, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { useStoredFileUrl } from '../../../../lib/use-object-url';
import { Dialog } from '../../../../ui/dialog';
import type { TLonLat } from './base-map';

/** The preview's width (doc 1 §7: shown 400 px wide, the QR itself 250 px). */
const PREVIEW_WIDTH = 400;

/** GET api/qr/location-to-google-maps/{lat}/{lon}/qr-code.png of a location. */
export function locationQrPath({ lat, lon }: TLonLat): string {
  return `/api/qr/location-to-google-maps/${lat}/${lon}/qr-code.png`;
}

/**
 * The QR code of a location in a dialog: the server's PNG (fetched with the session's key, as
 * every signed-in picture) 400 px wide, never wider than the screen, with the link itself for
 * who cannot scan it.
 */
export function LocationQrDialog({ at, onClose }: { at: TLonLat; onClose: () => void }) {
  const { src, failed } = useStoredFileUrl(locationQrPath(at));
  const link = googleMapsLink(at.lat, at.lon);
  return (
    <Dialog opened onClose={onClose} title={tw('fill.gps.qrTitle')} size="auto" centered>
      <Stack gap="sm" maw={PREVIEW_WIDTH}>
        <Text size="sm">{tw('fill.gps.qrHint')}</Text>
        {failed ? (
          <Alert color="red" variant="light" role="alert">
            {tw('fill.gps.qrFailed')}
          </Alert>
        ) : src ? (
          <Image
            src={src}
            alt={tw('fill.gps.qrAlt', { lat: at.lat, lon: at.lon })}
            w={PREVIEW_WIDTH}
            maw="100%"
            h="auto"
            // The QR's own pixels, enlarged without blur.
            style={{ imageRendering: 'pixelated', aspectRatio: '1' }}
          />
        ) : (
          <Group justify="center" mih={200}>
            <Loader size="sm" aria-label={tw('fill.gps.qrLoading')} />
          </Group>
        )}
        <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
          {tw('fill.gps.qrOpen')}
        </Anchor>
      </Stack>
    </Dialog>
  );
}
