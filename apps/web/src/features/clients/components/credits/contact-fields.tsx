import { type TPlainClientsMessageKey, tc } from '@eform/core/messages/clients';
import { emailAddressSchema } from '@eform/core/validation';
import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';

const required = () => z.string().trim().min(1, tc('purchase.required')).max(255);

/** The purchase contact as the buy screens check it (doc 3 §5), with the screen's Dutch texts. */
export const ZContactForm = z.object({
  contact_company: required(),
  contact_firstname: required(),
  contact_lastname: required(),
  contact_street: required(),
  contact_postal_code: required(),
  contact_city: required(),
  contact_email: required().pipe(emailAddressSchema(tc('purchase.invalidEmail'))),
  contact_tax_number: z.string().trim().max(255),
  terms: z.boolean(),
});
/** The contact part of a buy form. */
export type TContactForm = z.infer<typeof ZContactForm>;

export const EMPTY_CONTACT: TContactForm = {
  contact_company: '',
  contact_firstname: '',
  contact_lastname: '',
  contact_street: '',
  contact_postal_code: '',
  contact_city: '',
  contact_email: '',
  contact_tax_number: '',
  terms: false,
};

type TField = Exclude<keyof TContactForm, 'terms'>;
const FIELDS: { name: TField; label: TPlainClientsMessageKey; required: boolean; auto: string }[] =
  [
    { name: 'contact_company', label: 'purchase.company', required: true, auto: 'organization' },
    { name: 'contact_firstname', label: 'purchase.firstname', required: true, auto: 'given-name' },
    { name: 'contact_lastname', label: 'purchase.lastname', required: true, auto: 'family-name' },
    { name: 'contact_street', label: 'purchase.street', required: true, auto: 'street-address' },
    {
      name: 'contact_postal_code',
      label: 'purchase.postalCode',
      required: true,
      auto: 'postal-code',
    },
    { name: 'contact_city', label: 'purchase.city', required: true, auto: 'address-level2' },
    { name: 'contact_email', label: 'purchase.email', required: true, auto: 'email' },
    { name: 'contact_tax_number', label: 'purchase.taxNumber', required: false, auto: 'off' },
  ];

/** The contact as the API takes it (an empty tax number left out). */
export function contactBody({ terms: _terms, contact_tax_number, ...contact }: TContactForm) {
  return { ...contact, ...(contact_tax_number ? { contact_tax_number } : {}) };
}

type TContactFieldsProps = {
  // biome-ignore lint/suspicious/noExplicitAny: the buy forms extend the contact with their own field
  register: UseFormRegister<any>;
  errors: FieldErrors<TContactForm>;
};

/** The contact fields of both buy screens; two columns from tablet up. */
export function ContactFields({ register, errors }: TContactFieldsProps) {
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={3} size="h4" component="legend">
        {tc('purchase.contact')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {FIELDS.map((field) => (
          <TextInput
            key={field.name}
            label={tc(field.label)}
            required={field.required}
            type={field.name === 'contact_email' ? 'email' : 'text'}
            autoComplete={field.auto}
            error={errors[field.name]?.message}
            {...register(field.name)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
