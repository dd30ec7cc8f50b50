import { REVIEW_COMMENT_MAX_LENGTH } from '@eform/core/constants';
import type { TInputElement } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { validateValue } from '@eform/core/validation';
import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { serverMessage } from '../../../lib/http/api-error';
import { registrationDetailKey, type TAdminRegistration } from '../api/registration-detail-api';
import { correctRegistration, registrationVersionsKey } from '../api/registration-review-api';
import { registrationListKeys } from '../api/registrations-admin-api';
import { CorrectionField, correctableElements, inputValueOf } from './correction-fields';

/** What each field shows now, by data name. */
type TDraft = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose input differs from what is stored, as the correction sends them. */
function changesOf(elements: TInputElement[], original: TDraft, draft: TDraft): TDraft {
  const changes: TDraft = {};
  for (const { name } of elements) {
    if (!same(original[name], draft[name])) changes[name] = draft[name];
  }
  return changes;
}

/**
 * The correction form: one simple input per correctable field with what is stored, a reason and
 * 'Correctie opslaan'. Only changed fields are sent; each is checked first with core's value
 * checks (the server checks them again). A refused save keeps everything typed.
 */
function CorrectionForm({
  registration,
  onDone,
}: {
  registration: TAdminRegistration;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const { form_id: formId, _id: registrationId } = registration;
  const elements = useMemo(() => correctableElements(registration.schema), [registration.schema]);
  const original = useMemo(
    () =>
      Object.fromEntries(
        elements.map((element) => [
          element.name,
          inputValueOf(element, registration.values[element.name]),
        ]),
      ),
    [elements, registration.values],
  );
  const [draft, setDraft] = useState<TDraft>(original);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [nothing, setNothing] = useState(false);
  const save = useMutation({
    mutationFn: (values: TDraft) =>
      correctRegistration(formId, registrationId, {
        values,
        ...(comment.trim() ? { comment } : {}),
      }),
    onSuccess: (answer) => {
      notifications.show({
        color: 'green',
        message: ta('registrationReview.corrected', { version: String(answer.version) }),
      });
      queryClient.setQueryData<TAdminRegistration>(
        registrationDetailKey(formId, registrationId),
        (old) =>
          old && {
            ...old,
            values: answer.values,
            registration_updated_at: answer.registration_updated_at,
          },
      );
      void queryClient.invalidateQueries({
        queryKey: registrationVersionsKey(formId, registrationId),
      });
      void queryClient.invalidateQueries({ queryKey: registrationListKeys.all(formId) });
      onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = changesOf(elements, original, draft);
    const found: Record<string, string> = {};
    for (const element of elements) {
      if (!(element.name in changes)) continue;
      const [message] = validateValue(element, changes[element.name]);
      if (message) found[element.name] = message;
    }
    setErrors(found);
    setNothing(Object.keys(changes).length === 0);
    if (Object.keys(found).length > 0 || Object.keys(changes).length === 0) return;
    save.mutate(changes);
  };
  if (elements.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {ta('registrationReview.correctNoFields')}
      </Text>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby="registration-correct-title">
      <Paper withBorder p="md" radius="md">
        <Title order={4} fz="h5" id="registration-correct-title" mb={4}>
          {ta('registrationReview.correctTitle')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {ta('registrationReview.correctNote')}
        </Text>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {elements.map((element) => (
              <CorrectionField
                key={element.uuid}
                element={element}
                value={draft[element.name]}
                error={errors[element.name]}
                onChange={(value) => setDraft((prev) => ({ ...prev, [element.name]: value }))}
              />
            ))}
          </SimpleGrid>
          <Textarea
            label={ta('registrationReview.correctComment')}
            description={ta('registrationReview.commentHint', {
              max: String(REVIEW_COMMENT_MAX_LENGTH),
            })}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={REVIEW_COMMENT_MAX_LENGTH}
            rows={3}
          />
          {Object.keys(errors).length > 0 && (
            <Alert color="red" variant="light" role="alert">
              {ta('registrationReview.correctInvalid')}
            </Alert>
          )}
          {nothing && (
            <Alert color="blue" variant="light" role="status">
              {ta('registrationReview.correctNothing')}
            </Alert>
          )}
          {save.isError && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title={ta('registrationReview.correctFailed')}
            >
              {serverMessage(save.error) ?? ''}
            </Alert>
          )}
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              {ta('registrationReview.correctSave')}
            </Button>
            <Button variant="default" onClick={onDone} disabled={save.isPending}>
              {ta('registrationReview.correctCancel')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}

/**
 * 'Corrigeren' (issue 34) for users with 'eform manage form edit': a button that opens the
 * correction form over the registration's values; the parent shows it only then.
 */
export function RegistrationCorrection({ registration }: { registration: TAdminRegistration }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Group>
        <Button
          variant="light"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => setOpen(true)}
        >
          {ta('registrationReview.correct')}
        </Button>
      </Group>
    );
  }
  return <CorrectionForm registration={registration} onDone={() => setOpen(false)} />;
}
