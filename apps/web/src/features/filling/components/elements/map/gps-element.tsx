import { tw } from '@eform/core/messages/fill-widgets';
import { Button } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { BaseMap, mapView, type TLonLat } from '../../../maps/components/base-map';
import { LocationQrButton } from '../../../maps/components/location-qr';
import {
  gpsMinAccuracy,
  gpsState,
  gpsValueToStore,
  storedGpsPosition,
  type TGpsState,
} from '../../../maps/lib/gps-state';
import classes from '../../renderer/form-renderer.module.css';
import type { TElementProps } from '../element-props';
import { FieldFrame, ReadOnlyField } from '../field-frame';
import { type TPositionError, useWatchPosition } from './use-watch-position';

type TGpsProps = TElementProps<'gps'>;

const coordinate = (n: number) => n.toFixed(6);
const lonLatText = (at: TLonLat) => `${coordinate(at.lat)}, ${coordinate(at.lon)}`;

/** What the element says about the position (doc 1 §8 texts). */
function stateText(state: TGpsState, error: TPositionError | null, manual: TLonLat | null) {
  if (manual)
    return tw('fill.gps.manual', { lat: coordinate(manual.lat), lon: coordinate(manual.lon) });
  if (error === 'unsupported') return tw('fill.gps.unsupported');
  if (error) return tw('gps.locationFailed');
  if (state.kind === 'empty') return tw('gps.notFound');
  const m = Math.round(state.fix.accuracy);
  if (state.kind === 'inaccurate') return tw('gps.inaccurate', { n: state.minAccuracy, m });
  return tw('fill.gps.accurate', {
    lat: coordinate(state.fix.lat),
    lon: coordinate(state.fix.lon),
    m,
  });
}

/**
 * A GPS field (doc 1 §3-§6): follows the device's position; the value {lat, lon} is stored only
 * once it is accurate to minAccuracy metres (default 25) and never in admin mode. With
 * setManualLocation a click on the map places the location, a second click returns to the found
 * one. Read-only, the value with its QR code (doc 1 §7). Loaded in a chunk of its own, with the
 * map.
 */
export function GpsElement(props: TGpsProps) {
  const stored = storedGpsPosition(props.field.value);
  if (props.mode === 'readonly') {
    return (
      <ReadOnlyField props={props} text={stored ? lonLatText(stored) : ''}>
        {stored && (
          <LocationQrButton at={stored} label={props.element.label || props.element.name} />
        )}
      </ReadOnlyField>
    );
  }
  return <GpsLocator props={props} stored={stored} />;
}

function GpsLocator({ props, stored }: { props: TGpsProps; stored: TLonLat | null }) {
  const { element, field, mode, id, onChange } = props;
  const settings = element.mapSettings;
  const admin = mode === 'admin';
  const { fix, error } = useWatchPosition(true);
  const [manual, setManual] = useState<TLonLat | null>(null);
  const state = gpsState(fix, gpsMinAccuracy(settings));
  const automatic = manual ? null : gpsValueToStore(state, admin);
  const [lat, lon] = [automatic?.lat, automatic?.lon];
  const [storedLat, storedLon] = [stored?.lat, stored?.lon];
  useEffect(() => {
    if (lat === undefined || lon === undefined) return;
    if (lat !== storedLat || lon !== storedLon) onChange({ lat, lon });
  }, [lat, lon, storedLat, storedLon, onChange]);
  const onMapClick = (at: TLonLat) => {
    if (!settings?.setManualLocation) return;
    if (manual) {
      setManual(null);
      return;
    }
    setManual(at);
    if (!admin) onChange({ lat: at.lat, lon: at.lon });
  };
  // Moves the map to the position the first time one is known; after that the map keeps it in
  // view without zooming (the filler may have zoomed out to place it by hand).
  const firstFound = fix !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first fix moves the map
  const focus = useMemo(() => (fix ? { lon: fix.lon, lat: fix.lat } : stored), [firstFound]);
  const position = manual ?? (fix ? fix : stored);
  const { center, zoom } = mapView(settings);
  const failed = error !== null && !manual;
  return (
    <FieldFrame element={element} id={id} errors={field.errors} plain>
      <p
        id={id}
        className={failed ? classes.error : classes.note}
        role={failed ? 'alert' : 'status'}
        aria-live="polite"
      >
        {stateText(state, error, manual)}
      </p>
      <BaseMap
        label={tw('fill.gps.mapLabel')}
        center={center}
        zoom={zoom}
        position={position}
        focus={focus}
        keepInView
        onMapClick={onMapClick}
      />
      {settings?.setManualLocation && <p className={classes.help}>{tw('fill.gps.manualHint')}</p>}
      {manual && (
        <div>
          <Button size="compact-sm" variant="default" onClick={() => setManual(null)}>
            {tw('fill.gps.useAutomatic')}
          </Button>
        </div>
      )}
      {admin && <p className={classes.help}>{tw('fill.gps.adminNote')}</p>}
    </FieldFrame>
  );
}
