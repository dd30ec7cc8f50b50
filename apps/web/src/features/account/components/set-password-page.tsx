import { MAX_ACCOUNT_PASSWORD_LENGTH, MIN_ACCOUNT_PASSWORD_LENGTH } from '@eform/core/api';
import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { serverMessage } from '../../../lib/http/api-error';
import { signInFeedback, startSession } from '../../auth';
import { sessionStore, signOut } from '../../session';
import { setPassword } from '../api/account-api';
import { AccountCard } from './account-card';

type TValues = { password: string; repeat: string };
type TErrors = Partial<Record<keyof TValues, string>>;

/** The fields' messages: a password of the minimum length, typed twice the same. */
export function passwordErrors(values: TValues): TErrors {
  const errors: TErrors = {};
  if (values.password === '') errors.password = tc('password.required');
  else if (values.password.length < MIN_ACCOUNT_PASSWORD_LENGTH) {
    errors.password = tc('password.tooShort', { min: MIN_ACCOUNT_PASSWORD_LENGTH });
  } else if (values.password.length > MAX_ACCOUNT_PASSWORD_LENGTH) {
    errors.password = tc('password.tooLong', { max: MAX_ACCOUNT_PASSWORD_LENGTH });
  }
  if (values.repeat !== values.password) errors.repeat = tc('password.mismatch');
  return errors;
}

/**
 * Setting a password with the link of a welcome or reset mail (/user/reset/:token): the
 * password twice; saved, the user is signed in (a session of someone else on this device ends
 * first) and goes home. A used, replaced, expired or wrong link says so, with a way to a new one.
 */
export function SetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<TValues>({ password: '', repeat: '' });
  const [errors, setErrors] = useState<TErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const save = useMutation({
    mutationFn: async () => {
      const answer = await setPassword(token, values.password);
      if (sessionStore.get()) await signOut(queryClient);
      await startSession(queryClient, answer);
    },
    networkMode: 'always',
    onSuccess: () => navigate('/', { replace: true }),
  });
  const failure = save.error
    ? (serverMessage(save.error) ?? signInFeedback(save.error, navigator.onLine).message)
    : null;

  const change = (field: keyof TValues) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(passwordErrors(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = passwordErrors(values);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };

  return (
    <AccountCard
      title={t('ui.page.passwordSet')}
      intro={tc('password.setIntro', { min: MIN_ACCOUNT_PASSWORD_LENGTH })}
      onSubmit={submit}
    >
      <PasswordInput
        label={tc('password.newLabel')}
        autoComplete="new-password"
        withAsterisk
        value={values.password}
        error={errors.password}
        onChange={(event) => change('password')(event.currentTarget.value)}
        visibilityToggleButtonProps={{ 'aria-label': tc('password.showPassword') }}
      />
      <PasswordInput
        label={tc('password.repeatLabel')}
        autoComplete="new-password"
        withAsterisk
        value={values.repeat}
        error={errors.repeat}
        onChange={(event) => change('repeat')(event.currentTarget.value)}
        visibilityToggleButtonProps={{ 'aria-label': tc('password.showPassword') }}
      />
      {failure && (
        <Alert color="red" variant="light" role="alert" data-testid="set-password-failed">
          <Stack gap="xs">
            <Text size="sm">{failure}</Text>
            <Anchor component={Link} to="/user/forgot-password" size="sm">
              {tc('password.requestNew')}
            </Anchor>
          </Stack>
        </Alert>
      )}
      <Button type="submit" loading={save.isPending}>
        {tc('password.submit')}
      </Button>
    </AccountCard>
  );
}
