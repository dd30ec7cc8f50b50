import { t } from '@eform/core/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Button,
  Loader,
  PasswordInput,
  Stack,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useSignIn } from '../hooks/use-sign-in';
import { type TLoginValues, ZLoginValues } from '../lib/login-schema';

/** Served by the server outside the app, so it opens in a new tab (doc 1 §2.4). */
const FORGOT_PASSWORD_URL = '/user/password';

export function LoginForm() {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TLoginValues>({
    resolver: zodResolver(ZLoginValues),
    defaultValues: { email: '', password: '' },
  });

  return (
    <form noValidate onSubmit={handleSubmit((values) => signIn.mutate(values))}>
      <Stack gap="md">
        <TextInput
          {...register('email')}
          type="email"
          label={t('ui.login.email')}
          autoComplete="username"
          inputMode="email"
          withAsterisk
          error={errors.email?.message}
          data-autofocus
        />
        <PasswordInput
          {...register('password')}
          label={t('ui.login.password')}
          autoComplete="current-password"
          withAsterisk
          error={errors.password?.message}
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
