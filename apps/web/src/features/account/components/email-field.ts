import { ZAccountEmail } from '@eform/core/api';
import { tc } from '@eform/core/messages/clients';

/** The e-mail field's message: required, then a valid address (doc 3 §5); undefined when fine. */
export function accountEmailError(value: string): string | undefined {
  if (value.trim() === '') return tc('users.emailRequired');
  return ZAccountEmail.safeParse(value).success ? undefined : tc('users.emailInvalid');
}
