import type { TForm } from '@eform/core/api';
import {
  MAP_COLOR_BY_PHASE,
  MAP_COLOR_BY_REVIEW,
  MAP_TRACKS_MAX,
  type TRegistrationLocations,
} from '@eform/core/api/registrations-admin';
import { isElementOfType } from '@eform/core/elements';
import { formatCount } from '@eform/core/format';
import { ta } from '@eform/core/messages/admin';
import { Anchor, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { loadBaseMap } from '../../filling';
import { ListError, ListLoading } from '../../form-admin-kit';
import { fitView, legendColor } from '../lib/map-view';
import { registrationDetailLink } from './registration-detail-link';
import { elementLabel } from './registration-value';
import css from './registrations-map.module.css';

// OpenLayers comes with the base map's own chunk, asked for when the map first shows.
const BaseMap = lazy(() => loadBaseMap().then((m) => ({ default: m.BaseMap })));

/** The located registrations listed for the keyboard and screen readers, per step of 'Meer tonen'. */
export const MAP_LIST_STEP = 50;

/** The colour choices: the phase, the review state, then each radio and select question of the main level. */
export function colorChoices(form: TForm): { value: string; label: string }[] {
  return [
    { value: MAP_COLOR_BY_PHASE, label: ta('registrationsMap.colorBy.phase') },
    { value: MAP_COLOR_BY_REVIEW, label: ta('registrationsMap.colorBy.review') },
    ...form.schema
      .filter((element) => isElementOfType(element, 'radio', 'select'))
      .map((element) => ({ value: element.name, label: elementLabel(element) })),
  ];
}

type TProps = {
  form: TForm;
  /** The colour asked for (the address's color_by); an unknown one shows as the phase. */
  colorBy: string;
  onColorBy: (colorBy: string) => void;
  /** GET .../registrations/locations for the list's selection and the colour. */
  located: UseQueryResult<TRegistrationLocations>;
  /** Shown instead of the map while the filters are refused (the filter bar says why). */
  refused: boolean;
};

/**
 * 'Kaart' (issue 35): the list's selection on the base map, clustered, coloured by the phase or a
 * choice question with a legend, the tracks as lines; a point opens its registration. Below it
 * the same registrations as links, the way in without a pointer.
 */
export function RegistrationsMapView({ form, colorBy, onColorBy, located, refused }: TProps) {
  const formId = form.form_id;
  const choices = useMemo(() => colorChoices(form), [form]);
  const color = choices.some((choice) => choice.value === colorBy) ? colorBy : MAP_COLOR_BY_PHASE;
  return (
    <Stack gap="sm">
      <NativeSelect
        label={ta('registrationsMap.colorBy')}
        data={choices}
        value={color}
        onChange={(event) => onColorBy(event.currentTarget.value)}
        w={{ base: '100%', sm: 280 }}
      />
      {refused ? null : located.isError ? (
        <ListError onRetry={() => void located.refetch()} />
      ) : located.isPending ? (
        <ListLoading />
      ) : (
        <LocatedRegistrations formId={formId} answer={located.data} />
      )}
    </Stack>
  );
}

function LocatedRegistrations({
  formId,
  answer,
}: {
  formId: string;
  answer: TRegistrationLocations;
}) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const markers = useMemo(
    () =>
      answer.ids.map((id, i) => ({
        key: id,
        lon: answer.coords[2 * i] as number,
        lat: answer.coords[2 * i + 1] as number,
        color: legendColor(answer.colors[i] ?? 0),
        label: String(answer.serials[i] ?? ''),
        selected: false,
      })),
    [answer],
  );
  const lines = useMemo(
    () =>
      answer.tracks.map((track) =>
        Array.from({ length: track.coords.length / 2 }, (_, i) => ({
          lon: track.coords[2 * i] as number,
          lat: track.coords[2 * i + 1] as number,
        })),
      ),
    [answer],
  );
  // The view fits the points the first answer brought; a new colour keeps where the user went.
  const [start] = useState(() => fitView(answer.coords));
  const count = (
    <Text size="sm" c="dimmed" aria-live="polite" data-testid="registrations-map-count">
      {ta('registrationsMap.located', {
        located: formatCount(answer.located),
        total: formatCount(answer.total),
      })}
    </Text>
  );
  if (answer.located === 0) {
    return (
      <>
        {count}
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed" ta="center" data-testid="registrations-map-empty">
            {ta('registrationsMap.empty')}
          </Text>
        </Paper>
      </>
    );
  }
  const open = (id: string) => {
    const link = registrationDetailLink(formId, id, search);
    void navigate(link.to, { state: link.state });
  };
  return (
    <>
      {count}
      <Suspense fallback={<ListLoading />}>
        <BaseMap
          label={ta('registrationsMap.label')}
          center={start.center}
          zoom={start.zoom}
          markers={markers}
          lines={lines}
          onMarkerClick={open}
          className={css.map}
        />
      </Suspense>
      {answer.tracks_truncated && (
        <Text size="sm" c="dimmed">
          {ta('registrationsMap.tracksTruncated', { max: MAP_TRACKS_MAX })}
        </Text>
      )}
      <Legend answer={answer} />
      <LocatedList formId={formId} answer={answer} search={search} />
    </>
  );
}

function Legend({ answer }: { answer: TRegistrationLocations }) {
  return (
    <section aria-label={ta('registrationsMap.legend')}>
      <Text size="sm" fw={600} mb={4}>
        {ta('registrationsMap.legend')}
      </Text>
      <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {answer.legend.map((entry, i) => (
          <Group key={entry.value} gap={6} component="li" wrap="nowrap">
            <span className={css.swatch} style={{ background: legendColor(i) }} aria-hidden />
            <Text size="sm">{entry.label || ta('registrationsMap.noValue')}</Text>
          </Group>
        ))}
      </Group>
    </section>
  );
}

function LocatedList({
  formId,
  answer,
  search,
}: {
  formId: string;
  answer: TRegistrationLocations;
  search: string;
}) {
  const [shown, setShown] = useState(MAP_LIST_STEP);
  const count = Math.min(shown, answer.located);
  return (
    <section aria-labelledby="registrations-map-list">
      <Text id="registrations-map-list" size="sm" fw={600} mb={4}>
        {ta('registrationsMap.list')}
      </Text>
      <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {answer.ids.slice(0, count).map((id, i) => {
          const link = registrationDetailLink(formId, id, search);
          return (
            <li key={id}>
              <Anchor component={Link} to={link.to} state={link.state} size="sm">
                {ta('registrationsMap.listItem', { serial: answer.serials[i] ?? '' })}
              </Anchor>
            </li>
          );
        })}
      </Group>
      {count < answer.located && (
        <Group gap="sm" mt="xs">
          <Text size="sm" c="dimmed">
            {ta('registrationsMap.listMore', {
              shown: formatCount(count),
              located: formatCount(answer.located),
            })}
          </Text>
          <Button variant="subtle" size="xs" onClick={() => setShown(count + MAP_LIST_STEP)}>
            {ta('registrationsMap.showMore')}
          </Button>
        </Group>
      )}
    </section>
  );
}
