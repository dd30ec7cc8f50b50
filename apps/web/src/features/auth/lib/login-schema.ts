import { t } from '@eform/core/messages';
import { emailAddressSchema } from '@eform/core/validation';
import { z } from 'zod';

/** Login fields (doc 1 §5): e-mail required and valid, password required. */
export const ZLoginValues = z.object({
  email: z
    .string()
    .trim()
    .min(1, t('ui.login.emailRequired'))
    .pipe(emailAddressSchema(t('ui.login.emailInvalid'))),
  password: z.string().min(1, t('ui.login.passwordRequired')),
});

export type TLoginValues = z.infer<typeof ZLoginValues>;
