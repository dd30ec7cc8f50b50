import { t } from '@eform/core/messages';
import {
  Alert,
  Anchor,
  Button,
  Loader,
  PasswordInput,
  Stack,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSignIn } from '../hooks/use-sign-in';
import { type TLoginValues, ZLoginValues } from '../lib/login-schema';

/** Served by the server outside the app, so it opens in a new tab (doc 1 §2.4). */
const FORGOT_PASSWORD_URL = '/user/password';

type TLoginErrors = Partial<Record<keyof TLoginValues, string>>;

/** The schema's first message per field, or the parsed values (e-mail trimmed). */
function validate(values: TLoginValues): { data?: TLoginValues; errors: TLoginErrors } {
  const parsed = ZLoginValues.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: TLoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof TLoginValues;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * Two fields need no form library: the login screen is on every filler's first load, so it
 * stays light (react-hook-form is for the admin screens). The e-mail field has the focus when the
 * screen opens. Errors appear on submit, then follow the typing; the first wrong field gets the
 * focus. A failed sign-in shows its message once, under the fields, as an alert a screen reader
 * announces, and keeps what was typed, so the user corrects rather than retypes.
 */
export function LoginForm() {
  const signIn = useSignIn();
  const [values, setValues] = useState<TLoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<TLoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const feedbackId = useId();
  const { feedback } = signIn;

  useEffect(() => {
    emailRef.current?.focus();
  }, []);

  // The disabled button lost the focus while signing in; the password is what most often needs
  // another try.
  useEffect(() => {
    if (feedback) passwordRef.current?.focus();
  }, [feedback]);

  const change = (field: keyof TLoginValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.currentTarget.value };
    setValues(next);
    if (submitted) setErrors(validate(next).errors);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validate(values);
    setErrors(result.errors);
    if (result.data) signIn.mutate(result.data);
    else (result.errors.email ? emailRef : passwordRef).current?.focus();
  };

  return (
    <form noValidate onSubmit={submit} aria-describedby={feedback ? feedbackId : undefined}>
      <Stack gap="md">
        <TextInput
          ref={emailRef}
          name="email"
          value={values.email}
          onChange={change('email')}
          type="email"
          label={t('ui.login.email')}
          autoComplete="username"
          inputMode="email"
          withAsterisk
          error={errors.email}
        />
        <PasswordInput
          ref={passwordRef}
          name="password"
          value={values.password}
          onChange={change('password')}
          label={t('ui.login.password')}
          autoComplete="current-password"
          withAsterisk
          error={errors.password}
          aria-invalid={errors.password ? true : undefined}
          visibilityToggleButtonProps={{ 'aria-label': t('ui.login.showPassword') }}
        />
        <Button
          type="submit"
          fullWidth
          disabled={signIn.isPending}
          leftSection={signIn.isPending ? <Loader size="xs" color="gray" /> : null}
        >
          {signIn.isPending ? t('ui.login.submitting') : t('ui.login.submit')}
        </Button>
        {feedback && (
          <Alert
            id={feedbackId}
            role="alert"
            variant="light"
            color={feedback.kind === 'notice' ? 'orange' : 'red'}
            icon={<IconAlertCircle aria-hidden />}
            data-testid="login-feedback"
          >
            {feedback.message}
          </Alert>
        )}
        <Anchor
          href={FORGOT_PASSWORD_URL}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          ta="center"
        >
          {t('ui.login.forgotPassword')}
          <VisuallyHidden> {t('ui.login.newTab')}</VisuallyHidden>
        </Anchor>
      </Stack>
    </form>
  );
}
