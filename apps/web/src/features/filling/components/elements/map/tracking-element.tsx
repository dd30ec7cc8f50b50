import { TRACKING_FLUSH_MS } from '@eform/core/constants';
import { t } from '@eform/core/messages';
import { tw } from '@eform/core/messages/fill-widgets';
import { Anchor, Switch } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BaseMap, mapView } from '../../../maps/components/base-map';
import { simplifyTrack, storedTrack, type TTrackPoint } from '../../../maps/lib/track-simplify';
import classes from '../../renderer/form-renderer.module.css';
import type { TElementProps } from '../element-props';
import { FieldFrame, ReadOnlyField } from '../field-frame';
import { useWatchPosition } from './use-watch-position';

type TTrackingProps = TElementProps<'tracking'>;

/**
 * A tracking field (doc 1 §3, §4): while 'Actief' is on (by default, except in admin mode) the
 * device's positions are recorded; every 15 s the buffer is simplified (tolerance 2) and added
 * to the value, a list of {timestamp, lon, lat, accuracy}, and so is it when the form is sent.
 * The track shows as a line. Read-only, a sent registration's track links to its tracking map.
 */
export function TrackingElement(props: TTrackingProps) {
  const track = useMemo(() => storedTrack(props.field.value), [props.field.value]);
  if (props.mode === 'readonly') {
    const { formId, registrationId } = props.store.options;
    return (
      <ReadOnlyField props={props} text={t('element.trackingPoints', { count: track.length })}>
        {track.length > 0 && formId && registrationId && (
          <div>
            <Anchor
              component={Link}
              to={`/map/tracking/${encodeURIComponent(formId)}/${encodeURIComponent(registrationId)}`}
              size="sm"
            >
              {tw('fill.tracking.mapLink')}
            </Anchor>
          </div>
        )}
      </ReadOnlyField>
    );
  }
  return <Tracker props={props} track={track} />;
}

function Tracker({ props, track }: { props: TTrackingProps; track: readonly TTrackPoint[] }) {
  const { element, field, mode, id, onChange } = props;
  const [active, setActive] = useState(mode !== 'admin');
  const buffer = useRef<TTrackPoint[]>([]);
  const [pending, setPending] = useState<readonly TTrackPoint[]>([]);
  const latestTrack = useRef(track);
  latestTrack.current = track;
  const onFix = useCallback((fix: TTrackPoint) => {
    buffer.current.push(fix);
    setPending([...buffer.current]);
  }, []);
  const { fix, error } = useWatchPosition(active, onFix);
  const flush = useCallback(() => {
    if (buffer.current.length === 0) return;
    const added = simplifyTrack(buffer.current);
    buffer.current = [];
    setPending([]);
    onChange([...latestTrack.current, ...added]);
  }, [onChange]);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(flush, TRACKING_FLUSH_MS);
    // A send takes the points since the last tick too: the store adds them when it checks.
    const release = props.store.holdInput(flush);
    // Switched off or leaving the form: what was recorded is kept.
    return () => {
      clearInterval(timer);
      release();
      flush();
    };
  }, [active, flush, props.store]);
  const line = useMemo(() => [...track, ...pending], [track, pending]);
  const firstFound = fix !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first fix moves the map
  const focus = useMemo(() => (fix ? { lon: fix.lon, lat: fix.lat } : null), [firstFound]);
  const { center, zoom } = mapView(element.mapSettings);
  return (
    <FieldFrame element={element} id={id} errors={field.errors} plain>
      <Switch
        id={id}
        label={tw('tracking.active')}
        checked={active}
        onChange={(event) => setActive(event.currentTarget.checked)}
      />
      <p className={classes.note} role="status">
        {active ? t('element.trackingPoints', { count: track.length }) : tw('fill.tracking.off')}
      </p>
      {active && error && (
        <p className={classes.error} role="alert">
          {error === 'unsupported' ? tw('fill.gps.unsupported') : tw('gps.locationFailed')}
        </p>
      )}
      <BaseMap
        label={tw('fill.tracking.mapLabel')}
        center={center}
        zoom={zoom}
        position={active ? fix : null}
        focus={focus}
        keepInView
        line={line}
      />
    </FieldFrame>
  );
}
