import type { TModuleOffer } from '@eform/core/api';
import { formatPriceCents } from '@eform/core/format';
import { tc } from '@eform/core/messages/clients';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Group, Paper, Radio, SimpleGrid } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { sessionKeys } from '../../../session';
import { useShellClient } from '../../hooks/use-shell-client';
import { clientPath } from '../../lib/client-paths';
import { contactBody, EMPTY_CONTACT, ZContactForm } from './contact-fields';
import { buyModule, creditKeys, moduleOfferQuery } from './credits-api';
import { followPurchase } from './purchase-outcome';
import { PurchaseScreen } from './purchase-screen';

const ZBuyForm = ZContactForm.extend({
  selected_module: z.string().min(1, tc('modules.noneSelected')),
});

/** The offer a `?module=` names: by its name or by a module it enables, when not yet enabled. */
function preselected(offers: readonly TModuleOffer[], wanted: string | null): string {
  if (!wanted) return '';
  const offer =
    offers.find((o) => o.name === wanted && !o.enabled) ??
    offers.find((o) => o.type === 'module' && o.modules.includes(wanted as never) && !o.enabled);
  return offer?.name ?? '';
}

/**
 * client_modules_buy (doc 3): the offers (package offers with the 'Aanbieding' chip, enabled
 * ones disabled with 'Ingeschakeld'), the module of ?module= preselected, the contact and the
 * terms before 'Koop module'.
 */
export function ModulesBuyPage() {
  const client = useShellClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const offers = useQuery(moduleOfferQuery(client.clientId));
  const form = useForm({
    resolver: zodResolver(ZBuyForm),
    defaultValues: { ...EMPTY_CONTACT, selected_module: '' },
  });
  const wanted = search.get('module');
  useEffect(() => {
    if (offers.data && !form.getValues('selected_module')) {
      form.setValue('selected_module', preselected(offers.data, wanted));
    }
  }, [offers.data, wanted, form]);
  const buy = useMutation({
    mutationFn: (values: z.infer<typeof ZBuyForm>) =>
      buyModule(client.clientId, {
        ...contactBody(values),
        selected_module: values.selected_module,
      }),
    onSuccess: (answer) =>
      followPurchase(answer, tc('modules.bought'), () => {
        void queryClient.invalidateQueries({ queryKey: creditKeys.modules(client.clientId) });
        void queryClient.invalidateQueries({ queryKey: sessionKeys.clientInfoAll });
        navigate(clientPath(client.clientId));
      }),
  });
  const terms = form.watch('terms');
  const selected = form.watch('selected_module');
  const errors = form.formState.errors;

  return (
    <PurchaseScreen
      title={tc('modules.buy.title')}
      note={tc('credits.pricesExclVat')}
      offers={offers}
      noOffers={tc('modules.buy.noOffers')}
      failure={buy.error}
      onSubmit={form.handleSubmit((values) => buy.mutate(values))}
      register={form.register}
      errors={errors}
      terms={terms}
      submitLabel={tc('modules.buy')}
      pending={buy.isPending}
    >
      <Controller
        control={form.control}
        name="selected_module"
        render={({ field }) => (
          <Radio.Group
            label={tc('modules.buy.choose')}
            required
            value={field.value}
            onChange={field.onChange}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
              {(offers.data ?? []).map((offer) => (
                <Paper
                  key={offer.name}
                  withBorder
                  radius="md"
                  p="sm"
                  bg={offer.enabled ? 'gray.0' : undefined}
                >
                  <Group gap={6} mb={4}>
                    {offer.type === 'package' && (
                      <Badge color="grape.9" variant="filled" size="sm">
                        {tc('modules.offerChip')}
                      </Badge>
                    )}
                    {offer.enabled && (
                      <Badge color="teal.9" variant="filled" size="sm">
                        {tc('modules.enabledChip')}
                      </Badge>
                    )}
                  </Group>
                  <Radio
                    value={offer.name}
                    disabled={offer.enabled}
                    label={`${offer.label} – ${formatPriceCents(offer.price)} ${tc('purchase.exclVat')}`}
                    description={offer.description}
                  />
                </Paper>
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
      />
      {!selected && (
        <Alert color="yellow" variant="light" role={errors.selected_module ? 'alert' : undefined}>
          {tc('modules.noneSelected')}
        </Alert>
      )}
    </PurchaseScreen>
  );
}
