import type { TCreditBundle } from '@eform/core/api';
import { CREDITS_VALID_YEARS } from '@eform/core/constants';
import { formatPriceCents } from '@eform/core/format';
import { tc } from '@eform/core/messages/clients';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, Radio, SimpleGrid } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { sessionKeys } from '../../../session';
import { useShellClient } from '../../hooks/use-shell-client';
import { clientPath } from '../../lib/client-paths';
import { contactBody, EMPTY_CONTACT, ZContactForm } from './contact-fields';
import { bundleListQuery, buyCredits, creditKeys } from './credits-api';
import { followPurchase } from './purchase-outcome';
import { PurchaseScreen } from './purchase-screen';

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
  const bundle = form.watch('bundle');
  const errors = form.formState.errors;

  return (
    <PurchaseScreen
      title={tc('credits.buy.title')}
      note={`${tc('credits.pricesExclVat')} ${tc('credits.validity', { years: CREDITS_VALID_YEARS })}`}
      offers={bundles}
      noOffers={tc('credits.buy.noBundles')}
      failure={buy.error}
      onSubmit={form.handleSubmit((values) => buy.mutate(values))}
      register={form.register}
      errors={errors}
      terms={terms}
      missingChoice={bundle ? undefined : tc('credits.buy.missingBundle')}
      submitLabel={tc('credits.buy')}
      pending={buy.isPending}
    >
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
              {(bundles.data ?? []).map((bundle) => (
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
    </PurchaseScreen>
  );
}
