import { tw } from '@eform/core/messages/fill-widgets';
import { Button } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { DIALOG_OPENER } from '../../../../ui/dialog-opener';
import type { TLonLat } from './base-map';

// The dialog and its picture load when first opened: a reader who never asks pays nothing.
const LocationQrDialog = lazy(() =>
  import('./location-qr-dialog').then((m) => ({ default: m.LocationQrDialog })),
);

/**
 * The 'QR-code' control beside a GPS value a reader sees (doc 1 §7): opens the location's QR
 * code, which a phone's camera turns into its Google Maps link.
 */
export function LocationQrButton({ at, label }: { at: TLonLat; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconQrcode size={16} aria-hidden />}
          aria-label={tw('fill.gps.qrButtonLabel', { label })}
          {...DIALOG_OPENER}
          onClick={() => setOpen(true)}
        >
          {tw('fill.gps.qrButton')}
        </Button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <LocationQrDialog at={at} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
