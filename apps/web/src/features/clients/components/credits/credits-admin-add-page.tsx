import { CREDITS_VALID_YEARS } from '@eform/core/constants';
import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import { emailAddressSchema } from '@eform/core/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { serverMessage } from '../../../../lib/http/api-error';
import { sessionKeys } from '../../../session';
import { useShellClient } from '../../hooks/use-shell-client';
import { clientPath } from '../../lib/client-paths';
import { adminAddCredits, creditKeys } from './credits-api';

const required = () => z.string().trim().min(1, tc('purchase.required')).max(255);

const ZAdminAddForm = z.object({
  name: required(),
  credits_total: z
    .number(tc('purchase.minZero'))
    .int(tc('purchase.minZero'))
    .min(0, tc('purchase.minZero')),
  credit_expire_date: z.string(),
  contact_company: required(),
  contact_addressed_to: required(),
  contact_street: required(),
  contact_postal_code: required(),
  contact_city: required(),
  contact_email: required().pipe(emailAddressSchema(tc('purchase.invalidEmail'))),
  contact_tax_number: z.string().trim().max(255),
});
type TAdminAddForm = z.infer<typeof ZAdminAddForm>;

/** Today plus CREDITS_VALID_YEARS as YYYY-MM-DD (the default expiry). */
export function defaultExpiryDate(today = new Date()): string {
  // The user's own calendar day, not UTC's (which is yesterday's just after midnight in NL).
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = new Date(today);
  date.setFullYear(date.getFullYear() + CREDITS_VALID_YEARS);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const TEXT_FIELDS = [
  ['contact_company', 'credits.adminAdd.company', 'organization'],
  ['contact_addressed_to', 'credits.adminAdd.addressedTo', 'name'],
  ['contact_street', 'purchase.street', 'street-address'],
  ['contact_postal_code', 'purchase.postalCode', 'postal-code'],
  ['contact_city', 'purchase.city', 'address-level2'],
  ['contact_email', 'purchase.email', 'email'],
] as const;

/**
 * client_credits_admin_add (doc 3 §3, §5): a credit entry by hand with its contact; the expiry
 * defaults to two years ahead. Then back to client_credits.
 */
export function CreditsAdminAddPage() {
  const client = useShellClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<TAdminAddForm>({
    resolver: zodResolver(ZAdminAddForm),
    defaultValues: {
      name: '',
      credits_total: 0,
      credit_expire_date: defaultExpiryDate(),
      contact_company: '',
      contact_addressed_to: '',
      contact_street: '',
      contact_postal_code: '',
      contact_city: '',
      contact_email: '',
      contact_tax_number: '',
    },
  });
  const add = useMutation({
    mutationFn: ({ credit_expire_date, contact_tax_number, ...values }: TAdminAddForm) =>
      adminAddCredits(client.clientId, {
        ...values,
        ...(credit_expire_date ? { credit_expire_date } : {}),
        ...(contact_tax_number ? { contact_tax_number } : {}),
      }),
    onSuccess: (entry) => {
      notifications.show({
        color: 'green',
        message: tc('credits.adminAdd.saved', { credits: entry.credits_total }),
      });
      void queryClient.invalidateQueries({ queryKey: creditKeys.all(client.clientId) });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.clientInfoAll });
      navigate(clientPath(client.clientId, 'credits'));
    },
  });
  const errors = form.formState.errors;

  return (
    <Stack gap="md">
      <Title order={2}>{tc('credits.adminAdd.title')}</Title>
      <form noValidate onSubmit={form.handleSubmit((values) => add.mutate(values))}>
        <Stack gap="md" maw={800}>
          {Object.keys(errors).length > 0 && (
            <Alert color="red" variant="light" role="alert">
              {t('form.invalid')}
            </Alert>
          )}
          {add.isError && (
            <Alert color="red" variant="light" role="alert">
              {serverMessage(add.error) ?? tc('credits.adminAdd.failed')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={tc('credits.adminAdd.name')}
              required
              autoComplete="off"
              error={errors.name?.message}
              {...form.register('name')}
            />
            <Controller
              control={form.control}
              name="credits_total"
              render={({ field }) => (
                <NumberInput
                  label={tc('credits.adminAdd.total')}
                  required
                  min={0}
                  allowDecimal={false}
                  allowNegative={false}
                  value={field.value}
                  onChange={(value) =>
                    field.onChange(typeof value === 'number' ? value : Number.NaN)
                  }
                  onBlur={field.onBlur}
                  error={errors.credits_total?.message}
                />
              )}
            />
            <TextInput
              type="date"
              label={tc('credits.adminAdd.expire')}
              error={errors.credit_expire_date?.message}
              {...form.register('credit_expire_date')}
            />
            {TEXT_FIELDS.map(([name, label, auto]) => (
              <TextInput
                key={name}
                label={tc(label)}
                required
                type={name === 'contact_email' ? 'email' : 'text'}
                autoComplete={auto}
                error={errors[name]?.message}
                {...form.register(name)}
              />
            ))}
            <TextInput
              label={tc('purchase.taxNumber')}
              autoComplete="off"
              {...form.register('contact_tax_number')}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={add.isPending}>
              {tc('credits.adminAdd.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
