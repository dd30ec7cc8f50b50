import { t } from '@eform/core/messages';
import { tw } from '@eform/core/messages/fill-widgets';
import { th } from '@eform/core/messages/home';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { isApiStatus } from '../../../../../lib/http/api-error';
import { PageHeader } from '../../../../../ui/page-header';
import { registrationQuery } from '../../../api/fill-api';
import { registrationTracks } from '../../../maps/lib/registration-tracks';
import { TrackView } from './track-view';
import { useLocate } from './use-locate';

/**
 * map_tracking (`/map/tracking/:form_id/:registration_id`, doc 3 'Public and tracking maps'): the
 * route each tracking field of a registration recorded, as a line with its points and their
 * times, for whoever may read the registration (the server answers 404 to anyone else). The
 * geolocation button shows where the device is; when that fails an alert says so in the guest
 * map's words (the spec shows no text of its own here).
 */
export function TrackingMapPage() {
  const { form_id: formId = '', registration_id: registrationId = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const registration = useQuery(registrationQuery(formId, registrationId));
  const { state, locate } = useLocate();
  const tracks = useMemo(
    () =>
      registration.data
        ? registrationTracks(registration.data.schema, registration.data.values)
        : [],
    [registration.data],
  );
  const located = state.kind === 'found' ? state.at : null;
  // Opened from the registration: back there; opened by its address: home.
  const back = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  const data = registration.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('ui.page.mapTracking')}
        description={
          data
            ? th('trackingMap.description', {
                form: data.form_name,
                number: data.registration_serial_number,
              })
            : undefined
        }
        onBack={() => void back()}
        actions={
          data && tracks.some((track) => track.points.length > 0) ? (
            <Button
              variant="default"
              leftSection={<IconCurrentLocation size={18} aria-hidden />}
              loading={state.kind === 'locating'}
              onClick={locate}
            >
              {th('trackingMap.locate')}
            </Button>
          ) : undefined
        }
      />
      {state.kind === 'failed' && (
        <Alert color="red" variant="light" role="alert" data-testid="locate-failed">
          {tw('gps.locationFailed')}
        </Alert>
      )}
      {registration.isError && isApiStatus(registration.error, 404) ? (
        <Alert color="red" variant="light" role="alert">
          {th('trackingMap.notFound')}
        </Alert>
      ) : registration.isError ? (
        <Alert color="red" variant="light" role="alert" title={th('trackingMap.loadFailed')}>
          <Button variant="light" color="red" size="xs" onClick={() => void registration.refetch()}>
            {t('ui.common.retry')}
          </Button>
        </Alert>
      ) : !data ? (
        <Stack gap="sm" aria-busy="true" aria-label={th('trackingMap.loading')}>
          <Skeleton h={24} w="40%" radius="sm" />
          <Skeleton h={300} radius="sm" />
        </Stack>
      ) : tracks.every((track) => track.points.length === 0) ? (
        <Alert color="gray" variant="light" data-testid="tracking-empty">
          {th('trackingMap.empty')}
        </Alert>
      ) : (
        tracks.map((track) => (
          <TrackView
            key={track.name}
            track={track}
            mapLabel={tw('fill.tracking.mapLabel')}
            located={located}
          />
        ))
      )}
    </Stack>
  );
}
