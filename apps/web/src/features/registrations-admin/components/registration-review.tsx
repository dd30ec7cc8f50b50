import { REVIEW_STATES, type TReviewState } from '@eform/core/api/registrations';
import { REVIEW_COMMENT_MAX_LENGTH } from '@eform/core/constants';
import { formatDate } from '@eform/core/format';
import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { serverMessage } from '../../../lib/http/api-error';
import { registrationDetailKey, type TAdminRegistration } from '../api/registration-detail-api';
import {
  registrationReviewsKey,
  registrationReviewsQuery,
  saveRegistrationReview,
} from '../api/registration-review-api';
import { registrationListKeys } from '../api/registrations-admin-api';
import { REVIEW_STATE, ReviewStateBadge } from './review-state-badge';

/** Whether the registration may be reviewed or corrected: sent and not in the trash. */
export const isReviewable = (registration: TAdminRegistration) =>
  registration.registration_status === 'completed' && registration.deleted_at === null;

/** The review history: who gave which review when, newest first. */
function ReviewHistory({ registration }: { registration: TAdminRegistration }) {
  const query = useQuery(registrationReviewsQuery(registration.form_id, registration._id));
  if (query.isPending) {
    return <Skeleton h={48} radius="sm" aria-label={ta('registrationReview.historyLoading')} />;
  }
  if (query.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        title={ta('registrationReview.historyFailed')}
      >
        <Button variant="light" color="red" size="xs" onClick={() => void query.refetch()}>
          {t('ui.common.retry')}
        </Button>
      </Alert>
    );
  }
  if (query.data.items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {ta('registrationReview.historyNone')}
      </Text>
    );
  }
  return (
    <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {query.data.items.map((item) => (
        <Paper component="li" key={`${item.at}-${item.review_state}`} withBorder p="xs" radius="sm">
          <Group gap="xs" wrap="wrap">
            <ReviewStateBadge state={item.review_state} />
            <Text size="sm">
              {ta('registrationReview.by', {
                name: item.user?.display_name ?? ta('registrationReview.unknownUser'),
                date: formatDate(item.at),
              })}
            </Text>
          </Group>
          {item.comment && (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {item.comment}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * 'Beoordeling' (issue 34): the review now as a badge with its comment, a form to set it
 * (state, comment, 'Opslaan') while the registration is sent and not trashed, and the history.
 * What was typed stays when the save is refused.
 */
export function RegistrationReview({ registration }: { registration: TAdminRegistration }) {
  const queryClient = useQueryClient();
  const { form_id: formId, _id: registrationId } = registration;
  const [state, setState] = useState<TReviewState | ''>(registration.review_state ?? '');
  const [comment, setComment] = useState(registration.review_comment ?? '');
  const save = useMutation({
    mutationFn: () =>
      saveRegistrationReview(formId, registrationId, {
        review_state: state as TReviewState,
        ...(comment.trim() ? { comment } : {}),
      }),
    onSuccess: (review) => {
      notifications.show({ color: 'green', message: ta('registrationReview.saved') });
      queryClient.setQueryData<TAdminRegistration>(
        registrationDetailKey(formId, registrationId),
        (old) =>
          old && {
            ...old,
            review_state: review.review_state,
            review_comment: review.review_comment,
          },
      );
      void queryClient.invalidateQueries({
        queryKey: registrationReviewsKey(formId, registrationId),
      });
      void queryClient.invalidateQueries({ queryKey: registrationListKeys.all(formId) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state !== '') save.mutate();
  };
  const titleId = 'registration-review-title';
  return (
    <section aria-labelledby={titleId} data-testid="registration-review">
      <Group gap="sm" align="center" mb="xs" wrap="wrap">
        <Title order={3} fz="h4" id={titleId}>
          {ta('registrationReview.title')}
        </Title>
        <ReviewStateBadge state={registration.review_state} />
      </Group>
      {registration.review_comment && (
        <Text size="sm" mb="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {registration.review_comment}
        </Text>
      )}
      {isReviewable(registration) ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm" maw={560}>
            <NativeSelect
              label={ta('registrationReview.select')}
              value={state}
              onChange={(event) => setState(event.currentTarget.value as TReviewState | '')}
              data={[
                { value: '', label: ta('registrationReview.selectPlaceholder'), disabled: true },
                ...REVIEW_STATES.map((value) => ({ value, label: ta(REVIEW_STATE[value].label) })),
              ]}
              data-testid="review-select"
            />
            <Textarea
              label={ta('registrationReview.comment')}
              description={ta('registrationReview.commentHint', {
                max: String(REVIEW_COMMENT_MAX_LENGTH),
              })}
              value={comment}
              onChange={(event) => setComment(event.currentTarget.value)}
              maxLength={REVIEW_COMMENT_MAX_LENGTH}
              rows={3}
            />
            {save.isError && (
              <Alert
                color="red"
                variant="light"
                role="alert"
                title={ta('registrationReview.saveFailed')}
              >
                {serverMessage(save.error) ?? ''}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={save.isPending} disabled={state === ''}>
                {ta('registrationReview.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Text size="sm" c="dimmed">
          {ta('registrationReview.notSent')}
        </Text>
      )}
      <Title order={4} fz="h5" mt="md" mb="xs">
        {ta('registrationReview.history')}
      </Title>
      <ReviewHistory registration={registration} />
    </section>
  );
}
