import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { Alert, Button, Divider, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { isApiStatus } from '../../../lib/http/api-error';
import { loadAuditLogScreens } from '../../audit-log';
import { useCan, useCurrentUser } from '../../session';
import { registrationDetailQuery } from '../api/registration-detail-api';
import { RegistrationCorrection } from './registration-correction';
import { RegistrationDeliveries } from './registration-deliveries';
import { RegistrationDetailActions } from './registration-detail-actions';
import { RegistrationDetailContent } from './registration-detail-content';
import { RegistrationDetailHeader } from './registration-detail-header';
import { registrationsListPath } from './registration-detail-link';
import { RegistrationHooks } from './registration-hooks';
import { isReviewable, RegistrationReview } from './registration-review';
import { RegistrationVersions } from './registration-versions';

const RegistrationAuditSection = lazy(() =>
  loadAuditLogScreens().then((m) => ({ default: m.RegistrationAuditSection })),
);

/** 'Wie heeft dit bekeken' (issue 34), for who may read the client's audit log. */
function RegistrationAudit({ registrationId }: { registrationId: string }) {
  const can = useCan();
  const clientId = useCurrentUser()?.currentClient?.id;
  if (!can('eform view audit log') || clientId === undefined) return null;
  return (
    <Suspense fallback={<Skeleton h={80} radius="sm" />}>
      <RegistrationAuditSection clientId={String(clientId)} registrationId={registrationId} />
    </Suspense>
  );
}

function DetailLoading() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={ta('registrationDetail.loading')}>
      <Skeleton h={28} w="60%" radius="sm" />
      <Skeleton h={72} radius="sm" />
      <Skeleton h={160} radius="sm" />
    </Stack>
  );
}

/** What the screen shows of one registration; `canDelete` is 'eform manage form registrations delete'. */
export function RegistrationDetailView({
  formId,
  registrationId,
  backTo,
  canDelete,
  canEdit = false,
}: {
  formId: string;
  registrationId: string;
  backTo: string;
  canDelete: boolean;
  /** 'eform manage form edit': may correct the values (issue 34). */
  canEdit?: boolean;
}) {
  const query = useQuery(registrationDetailQuery(formId, registrationId));
  return (
    <Stack gap="lg">
      <div>
        <Button
          component={Link}
          to={backTo}
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {ta('registrationDetail.back')}
        </Button>
      </div>
      {query.isError && isApiStatus(query.error, 404) ? (
        <Alert color="red" variant="light" role="alert" data-testid="registration-not-found">
          {ta('registrationDetail.notFound')}
        </Alert>
      ) : query.isError ? (
        <Alert color="red" variant="light" role="alert" title={ta('registrationDetail.loadFailed')}>
          <Button variant="light" color="red" size="xs" onClick={() => void query.refetch()}>
            {t('ui.common.retry')}
          </Button>
        </Alert>
      ) : query.isPending ? (
        <DetailLoading />
      ) : (
        <>
          <RegistrationDetailHeader registration={query.data} />
          <RegistrationDetailActions registration={query.data} canDelete={canDelete} />
          <RegistrationDeliveries registration={query.data} />
          <RegistrationHooks registration={query.data} />
          <Divider />
          <RegistrationReview registration={query.data} />
          <Divider />
          {canEdit && isReviewable(query.data) && (
            <RegistrationCorrection registration={query.data} />
          )}
          <RegistrationDetailContent registration={query.data} />
          <RegistrationVersions registration={query.data} />
          <Divider />
          <RegistrationAudit registrationId={registrationId} />
        </>
      )}
    </Stack>
  );
}

/**
 * form_registrations_view (doc 2 'Registration detail'), a tab screen under the form container:
 * back to the list as it was left (its query comes in the location state), the registration's
 * facts, its actions, and the registration read-only as it was filled in.
 */
export function RegistrationDetailPage() {
  const params = useParams();
  const formId = params.form_id ?? '';
  const { state } = useLocation();
  const can = useCan();
  return (
    <RegistrationDetailView
      formId={formId}
      registrationId={params.registration_id ?? ''}
      backTo={registrationsListPath(formId, state)}
      canDelete={can('eform manage form registrations delete')}
      canEdit={can('eform manage form edit')}
    />
  );
}
