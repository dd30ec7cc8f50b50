import { GUEST_MAP_ALL_STATUSES, NOT_FOUND_PATH } from '@eform/core/constants';
import { tw } from '@eform/core/messages/fill-widgets';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { isApiStatus, serverMessage } from '../../../../../lib/http/api-error';
import { guestMapQuery, type TGuestMapTarget } from '../../../api/guest-map-api';
import { GuestMapView } from './guest-map-view';

function targetOf(params: Readonly<Record<string, string | undefined>>): TGuestMapTarget {
  if (params.map_uuid !== undefined) return { mapUuid: params.map_uuid };
  return { formId: params.form_id ?? '', elementName: params.element_name ?? '' };
}

/**
 * guest_map (/guest/map/{map_uuid}) and guest_map_form (/guest/map/{form_id}/{element_name}),
 * doc 3 §2: a public map anyone with the link opens without signing in, full screen. The first
 * answer (every status) names the form, the datasource and the element's settings; the view then
 * asks for what its status filter shows. A map that is unknown or not public goes to the 404
 * route (doc 3 §8).
 */
export function GuestMapPage() {
  const target = targetOf(useParams());
  const first = useQuery(guestMapQuery(target, GUEST_MAP_ALL_STATUSES));
  if (first.isError && isApiStatus(first.error, 404)) {
    return <Navigate to={NOT_FOUND_PATH} replace />;
  }
  if (first.isError) {
    return (
      <Center mih="100dvh" p="md" component="main">
        <Stack maw={480}>
          <Alert color="red" variant="light" title={tw('guestMap.failed')}>
            {serverMessage(first.error)}
          </Alert>
          <Button variant="default" onClick={() => void first.refetch()}>
            {tw('fill.map.retry')}
          </Button>
        </Stack>
      </Center>
    );
  }
  if (!first.data) {
    return (
      <Center mih="100dvh" component="main" role="status" aria-live="polite">
        <Stack align="center" gap="xs">
          <Loader aria-hidden />
          {tw('guestMap.loading')}
        </Stack>
      </Center>
    );
  }
  return <GuestMapView target={target} first={first.data} />;
}
