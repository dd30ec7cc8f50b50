import type { TCreditBundle } from '@eform/core/api';
import { CREDITS_VALID_YEARS } from '@eform/core/constants';
import { formatPriceCents } from '@eform/core/format';
import { tc } from '@eform/core/messages/clients';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { serverMessage } from '../../../../lib/http/api-error';
import { sessionKeys } from '../../../session';
import { useShellClient } from '../../hooks/use-shell-client';
import { clientPath } from '../../lib/client-paths';
import { ClientLoadError, ClientLoading } from '../query-state';
import { ContactFields, contactBody, EMPTY_CONTACT, ZContactForm } from './contact-fields';
import { bundleListQuery, buyCredits, creditKeys } from './credits-api';
import { followPurchase } from './purchase-outcome';

const ZBuyForm = ZContactForm.extend({
  bundle: z.string().min(1, tc('credits.buy.noBundleSelected')),
});

/** A bundle's price line: '€ 125,00 excl. btw'. */
export function bundlePrice(bundle: TCreditBundle): string {
  return `${formatPriceCents(bundle.price)} ${tc('purchase.exclVat')}`;
}

/**
 * client_credits_buy (doc 3 'Credits and purchases'): a bundle (name, price, price per credit;
 * excl. VAT, valid two years), the contact, the terms ticked before 'Koop credits' is enabled.
 */
export function CreditsBuyPage() {
  const client = useShellClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const bundles = useQuery(bundleListQuery(client.clientId));
  const form = useForm({
    resolver: zodResolver(ZBuyForm),
    defaultValues: { ...EMPTY_CONTACT, bundle: '' },
  });
  const buy = useMutation({
    mutationFn: (values: z.infer<typeof ZBuyForm>) =>
      buyCredits(client.clientId, { ...contactBody(values), bundle: Number(values.bundle) }),
    onSuccess: (answer) =>
      followPurchase(answer, tc('credits.bought'), () => {
        void queryClient.invalidateQueries({ queryKey: creditKeys.all(client.clientId) });
        void queryClient.invalidateQueries({ queryKey: sessionKeys.clientInfoAll });
        navigate(clientPath(client.clientId, 'credits'));
      }),
  });
  const terms = form.watch('terms');
  const errors = form.formState.errors;

  return (
    <Stack gap="md">
      <Title order={2}>{tc('credits.buy.title')}</Title>
      <Text c="dimmed" size="sm">
        {tc('credits.pricesExclVat')} {tc('credits.validity', { years: CREDITS_VALID_YEARS })}
      </Text>
      {bundles.isPending && <ClientLoading />}
      {bundles.isError && (
        <ClientLoadError message="clients.loadFailed" onRetry={() => void bundles.refetch()} />
      )}
      {bundles.data?.length === 0 && <Text c="dimmed">{tc('credits.buy.noBundles')}</Text>}
      {bundles.data && bundles.data.length > 0 && (
        <form noValidate onSubmit={form.handleSubmit((values) => buy.mutate(values))}>
          <Stack gap="lg" maw={800}>
            {buy.isError && (
              <Alert color="red" variant="light" role="alert">
                {serverMessage(buy.error) ?? tc('purchase.failed')}
              </Alert>
            )}
            <Controller
              control={form.control}
              name="bundle"
              render={({ field }) => (
                <Radio.Group
                  label={tc('credits.buy.bundles')}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.bundle?.message}
                >
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
                    {bundles.data.map((bundle) => (
                      <Paper key={bundle.id} withBorder radius="md" p="sm">
                        <Radio
                          value={String(bundle.id)}
                          label={`${bundle.name} – ${tc('credits.buy.bundleCredits', { credits: bundle.credits })}`}
                          description={
                            <>
                              <span data-testid="bundle-price">{bundlePrice(bundle)}</span>
                              <br />
                              {tc('credits.buy.perCredit', {
                                price: formatPriceCents(bundle.pricePerCredit),
                              })}
                            </>
                          }
                        />
                      </Paper>
                    ))}
                  </SimpleGrid>
                </Radio.Group>
              )}
            />
            <ContactFields register={form.register} errors={errors} />
            <Group>
              <Button type="submit" disabled={!terms} loading={buy.isPending}>
                {tc('credits.buy')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
