import {
  CLIENT_INTRO_TEXT_MAX,
  CLIENT_NAME_MAX,
  type TClientDetail,
  type TUpdateClientBody,
  ZTermsUser,
} from '@eform/core/api';
import { ZModule } from '@eform/core/constants';
import { tc } from '@eform/core/messages/clients';
import { z } from 'zod';

/** The edit screen's values (doc 3 §2 client edit, §5 validation). */
export const ZClientEditValues = z.object({
  name: z.string().trim().min(1, tc('clientsAdmin.edit.nameRequired')).max(CLIENT_NAME_MAX),
  low_credit_email_limit: z
    .number({ error: tc('clientsAdmin.edit.lowCreditInvalid') })
    .int(tc('clientsAdmin.edit.lowCreditInvalid'))
    .min(0, tc('clientsAdmin.edit.lowCreditInvalid')),
  intro: z.string().max(CLIENT_INTRO_TEXT_MAX),
  modules: z.array(ZModule),
  terms: z.array(ZTermsUser),
});
/** The edit screen's values. */
export type TClientEditValues = z.infer<typeof ZClientEditValues>;

/** The form's starting values from the loaded client. */
export function editValuesOf(client: TClientDetail): TClientEditValues {
  return {
    name: client.name,
    low_credit_email_limit: client.low_credit_email_limit,
    intro: client.user_register_intro_text.value,
    modules: [...client.modules],
    terms: [...client.terms_and_conditions_users],
  };
}

/**
 * The PATCH body: modules and terms users only for who may change them (admin,
 * eform_employee); everyone else's save leaves them out, so the server keeps them as they are.
 */
export function updateBodyOf(
  values: TClientEditValues,
  rights: { modules: boolean; terms: boolean },
): TUpdateClientBody {
  return {
    name: values.name,
    low_credit_email_limit: values.low_credit_email_limit,
    user_register_intro_text: { value: values.intro, format: 'filtered_html' },
    ...(rights.modules ? { modules: values.modules } : {}),
    ...(rights.terms ? { terms_and_conditions_users: values.terms.map(({ id }) => ({ id })) } : {}),
  };
}

/** The edit field a server 400 names ('Het veld "x.y" …'), or null when it names none of them. */
export function fieldOfServerError(message: string): keyof TClientEditValues | null {
  const field = /"([^"]+)"/.exec(message)?.[1] ?? '';
  const top = field.split('.')[0];
  if (top === 'name' || top === 'low_credit_email_limit' || top === 'modules') return top;
  if (top === 'user_register_intro_text') return 'intro';
  if (top === 'terms_and_conditions_users') return 'terms';
  return null;
}
