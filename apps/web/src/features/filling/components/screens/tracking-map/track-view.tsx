import { MAP_STATUS_COLOR_CLOSED } from '@eform/core/constants';
import { formatDate } from '@eform/core/format';
import { th } from '@eform/core/messages/home';
import { Badge, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { BaseMap, type TBaseMapMarker, type TLonLat } from '../../../maps/components/base-map';
import { type TRegistrationTrack, trackCenter } from '../../../maps/lib/registration-tracks';
import type { TTrackPoint } from '../../../maps/lib/track-simplify';
import classes from './tracking-map.module.css';

/** Zoom of a track's map: a street's scale, as a route on foot or by bike is. */
const TRACK_ZOOM = 15;
const START_COLOR = '#2f9e44';

const clock = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const coordinate = (n: number) => n.toFixed(6);

function pointText(point: TTrackPoint): string {
  return th('trackingMap.point', {
    time: clock.format(point.timestamp),
    lat: coordinate(point.lat),
    lon: coordinate(point.lon),
    m: Math.round(point.accuracy),
  });
}

function summary(points: readonly TTrackPoint[]): string {
  const [first] = points;
  const last = points[points.length - 1];
  if (!first || !last) return th('trackingMap.empty');
  if (points.length === 1)
    return th('trackingMap.summaryOne', { start: formatDate(first.timestamp) });
  return th('trackingMap.summary', {
    count: points.length,
    start: formatDate(first.timestamp),
    end: formatDate(last.timestamp),
  });
}

/** Start and end of the track as markers (one point: its start only). */
function endMarkers(points: readonly TTrackPoint[]): TBaseMapMarker[] {
  const [first] = points;
  const last = points[points.length - 1];
  if (!first || !last) return [];
  const start = {
    key: 'start',
    color: START_COLOR,
    label: th('trackingMap.start'),
    selected: false,
  };
  if (points.length === 1) return [{ ...start, lon: first.lon, lat: first.lat }];
  return [
    { ...start, lon: first.lon, lat: first.lat },
    {
      key: 'end',
      color: MAP_STATUS_COLOR_CLOSED,
      label: th('trackingMap.end'),
      selected: false,
      lon: last.lon,
      lat: last.lat,
    },
  ];
}

/**
 * One tracking field's route: the line on the map with its start and end, and every point with
 * its time, place and accuracy in a list beside it (below on a phone); choosing a point in the
 * list shows it on the map. `located` is the device's own position, when asked for.
 */
export function TrackView({
  track,
  mapLabel,
  located,
}: {
  track: TRegistrationTrack;
  mapLabel: string;
  located: (TLonLat & { accuracy: number }) | null;
}) {
  const { points, label } = track;
  const [chosen, setChosen] = useState<number | null>(null);
  const markers = useMemo(() => endMarkers(points), [points]);
  const center = useMemo(() => trackCenter(points), [points]);
  const chosenPoint = chosen === null ? null : (points[chosen] ?? null);
  const focus = useMemo(
    () => (chosenPoint ? { lon: chosenPoint.lon, lat: chosenPoint.lat } : located),
    [chosenPoint, located],
  );
  const titleId = `track-${track.name}`;
  if (!center) {
    return (
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="h4" id={titleId}>
          {label}
        </Title>
        <Text c="dimmed" mt="xs">
          {th('trackingMap.empty')}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <div>
        <Title order={2} fz="h4" id={titleId}>
          {label}
        </Title>
        <Text size="sm" c="dimmed" data-testid="track-summary">
          {summary(points)}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <BaseMap
          label={mapLabel}
          center={center}
          zoom={TRACK_ZOOM}
          markers={markers}
          line={points}
          position={chosenPoint ?? located}
          focus={focus}
        />
        <ol className={classes.points} aria-label={th('trackingMap.pointsLabel', { label })}>
          {points.map((point, index) => (
            // A track's points keep their order; two may share a timestamp.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              <UnstyledButton
                className={classes.point}
                aria-pressed={chosen === index}
                onClick={() => setChosen(chosen === index ? null : index)}
              >
                <Text size="sm" span>
                  {pointText(point)}
                </Text>
                {index === 0 && (
                  <Badge size="sm" color="green" variant="light" ml="xs">
                    {th('trackingMap.start')}
                  </Badge>
                )}
                {index === points.length - 1 && index > 0 && (
                  <Badge size="sm" color="red" variant="light" ml="xs">
                    {th('trackingMap.end')}
                  </Badge>
                )}
              </UnstyledButton>
            </li>
          ))}
        </ol>
      </SimpleGrid>
    </Stack>
  );
}
