import { sanitizeRichText } from '@eform/core/format/rich-text';
import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import { Alert, Button, Skeleton, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isApiStatus, serverMessage } from '../../../lib/http/api-error';
import { Dialog } from '../../../ui/dialog';
import { useEmailField } from '../../../ui/use-email-field';
import { registerInfoQuery, registerUser } from '../api/account-api';
import { AccountCard } from './account-card';

/**
 * user_register (doc 3 'Self-registration'): the client's name and intro text, the form's name
 * when the link names one, an e-mail field and 'Registreren'. Done: the 'Registratie voltooid'
 * dialog. An invalid link (unknown client, a form missing or of another client): the spec's text
 * as a toast, then the 404 page. Any other failure: the answer in a dismissible alert.
 */
export function RegisterPage() {
  const { client_uuid: clientUuid = '', form_id: formId } = useParams();
  const navigate = useNavigate();
  const info = useQuery(registerInfoQuery(clientUuid, formId));
  const email = useEmailField();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const intro = useMemo(() => sanitizeRichText(info.data?.intro_text ?? ''), [info.data]);

  const invalidLink = useCallback(
    (message: string) => {
      notifications.show({ color: 'red', message });
      navigate('/404', { replace: true });
    },
    [navigate],
  );

  useEffect(() => {
    if (isApiStatus(info.error, 404)) {
      invalidLink(serverMessage(info.error) ?? tc('register.clientNotFound'));
    }
  }, [info.error, invalidLink]);

  const register = useMutation({
    mutationFn: () =>
      registerUser({
        email: email.value,
        client_uuid: clientUuid,
        ...(formId ? { form_id: formId } : {}),
      }),
    onMutate: () => setFailure(null),
    onSuccess: (answer) => setDone(answer.message),
    onError: (cause) => {
      if (isApiStatus(cause, 404))
        invalidLink(serverMessage(cause) ?? tc('register.clientNotFound'));
      else setFailure(serverMessage(cause) ?? cause.message);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.check()) register.mutate();
  };

  if (info.isPending || isApiStatus(info.error, 404))
    return <Skeleton h={240} aria-label={t('ui.app.loading')} />;
  return (
    <AccountCard
      title={info.data?.client_name ?? t('ui.page.userRegister')}
      maw={560}
      onSubmit={submit}
    >
      {intro && (
        // Sanitised by core's rich-text filter (the filtered_html tags only).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above
        <div data-testid="register-intro" dangerouslySetInnerHTML={{ __html: intro }} />
      )}
      {info.data?.form_name && (
        <Text fw={500}>{tc('register.formName', { name: info.data.form_name })}</Text>
      )}
      {info.isError && (
        <Alert color="red" variant="light" role="alert">
          {serverMessage(info.error) ?? info.error.message}
        </Alert>
      )}
      <TextInput {...email.inputProps} label={tc('register.emailLabel')} autoComplete="email" />
      {failure && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          withCloseButton
          closeButtonLabel={t('ui.common.close')}
          onClose={() => setFailure(null)}
        >
          {failure}
        </Alert>
      )}
      <Button type="submit" loading={register.isPending}>
        {tc('register.submit')}
      </Button>
      <Dialog
        opened={done !== null}
        onClose={() => navigate('/')}
        title={tc('register.completedTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('ui.common.close') }}
      >
        <Text mb="lg">{done}</Text>
        <Button fullWidth onClick={() => navigate('/')}>
          {tc('register.backHome')}
        </Button>
      </Dialog>
    </AccountCard>
  );
}
