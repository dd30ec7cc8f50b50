import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import { Alert, Anchor, Button, Checkbox, List, Stack, Text, Title } from '@mantine/core';
import { type FormEventHandler, lazy, type ReactNode, Suspense, useId, useState } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { serverMessage } from '../../../../lib/http/api-error';
import { ClientLoadError, ClientLoading } from '../../../../ui/client-query-state';
import { DIALOG_OPENER } from '../../../../ui/dialog-opener';
import { loadTermsDialog } from '../../../terms';
import { ContactFields, type TContactForm } from './contact-fields';

const TermsDialog = lazy(() => loadTermsDialog().then((m) => ({ default: m.TermsDialog })));

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
  /** While nothing is chosen: what to choose ('kies een bundel'), said beside the button. */
  missingChoice?: string;
  submitLabel: string;
  pending: boolean;
  /** The choice of bundle or module. */
  children: ReactNode;
};

/**
 * The frame both buy screens share (doc 3 'Credits and purchases'): title, loading and empty
 * states, the server's refusal, the choice, the contact, the terms (readable in a dialog over
 * the form, so nothing entered is lost) and the submit button. Until the terms are ticked the
 * button is disabled and says why: what is missing is listed beside it and is the button's
 * description, and the button keeps its place in the tab order so a screen reader reaches it.
 */
export function PurchaseScreen(props: TPurchaseScreenProps) {
  const { offers } = props;
  const missingId = useId();
  const [readingTerms, setReadingTerms] = useState(false);
  const missing = props.terms
    ? []
    : [props.missingChoice, tc('purchase.missingTerms')].filter((item) => item !== undefined);
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
        <form
          noValidate
          onSubmit={(event) => {
            // Enter in a field submits too: not before the terms are ticked.
            if (props.terms) props.onSubmit(event);
            else event.preventDefault();
          }}
        >
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
            <Stack gap={6} align="flex-start">
              <Checkbox label={tc('purchase.terms')} {...props.register('terms')} />
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => setReadingTerms(true)}
                {...DIALOG_OPENER}
              >
                {tc('purchase.readTerms')}
              </Anchor>
            </Stack>
            <Stack gap="xs" align="flex-start">
              <Button
                type="submit"
                data-disabled={!props.terms || undefined}
                aria-disabled={!props.terms || undefined}
                aria-describedby={missing.length > 0 ? missingId : undefined}
                loading={props.pending}
              >
                {props.submitLabel}
              </Button>
              {missing.length > 0 && (
                <div id={missingId} data-testid="purchase-missing">
                  <Text size="sm">{tc('purchase.missing')}</Text>
                  <List size="sm">
                    {missing.map((item) => (
                      <List.Item key={item}>{item}</List.Item>
                    ))}
                  </List>
                </div>
              )}
            </Stack>
          </Stack>
        </form>
      )}
      {readingTerms && (
        <Suspense fallback={null}>
          <TermsDialog opened onClose={() => setReadingTerms(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
