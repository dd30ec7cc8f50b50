import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { serverMessage } from '../../../../lib/http/api-error';
import { ClientLoadError, ClientLoading } from '../../../../ui/client-query-state';
import { ContactFields, type TContactForm } from './contact-fields';

type TPurchaseScreenProps = {
  title: string;
  /** Under the title: prices excl. VAT (and how long credits stay valid). */
  note: string;
  /** What is on sale, as its query has it. */
  offers: {
    isPending: boolean;
    isError: boolean;
    data?: readonly unknown[];
    refetch: () => unknown;
  };
  noOffers: string;
  /** The purchase's refusal, shown as a red alert with the server's text. */
  failure: unknown;
  onSubmit: FormEventHandler<HTMLFormElement>;
  // biome-ignore lint/suspicious/noExplicitAny: each buy form extends the contact with its choice
  register: UseFormRegister<any>;
  errors: FieldErrors<TContactForm>;
  /** The terms are ticked: only then the submit button is enabled (doc 3 §5). */
  terms: boolean;
  submitLabel: string;
  pending: boolean;
  /** The choice of bundle or module. */
  children: ReactNode;
};

/**
 * The frame both buy screens share (doc 3 'Credits and purchases'): title, loading and empty
 * states, the server's refusal, the choice, the contact with the terms, and the submit button.
 */
export function PurchaseScreen(props: TPurchaseScreenProps) {
  const { offers } = props;
  return (
    <Stack gap="md">
      <Title order={2}>{props.title}</Title>
      <Text c="dimmed" size="sm">
        {props.note}
      </Text>
      {offers.isPending && <ClientLoading />}
      {offers.isError && (
        <ClientLoadError message="clients.loadFailed" onRetry={() => void offers.refetch()} />
      )}
      {offers.data?.length === 0 && <Text c="dimmed">{props.noOffers}</Text>}
      {offers.data && offers.data.length > 0 && (
        <form noValidate onSubmit={props.onSubmit}>
          <Stack gap="lg" maw={800}>
            {Object.keys(props.errors).length > 0 && (
              <Alert color="red" variant="light" role="alert">
                {t('form.invalid')}
              </Alert>
            )}
            {props.failure !== null && (
              <Alert color="red" variant="light" role="alert">
                {serverMessage(props.failure) ?? tc('purchase.failed')}
              </Alert>
            )}
            {props.children}
            <ContactFields register={props.register} errors={props.errors} />
            <Group>
              <Button type="submit" disabled={!props.terms} loading={props.pending}>
                {props.submitLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
