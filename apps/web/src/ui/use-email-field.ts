import { ZAccountEmail } from '@eform/core/api';
import { tc } from '@eform/core/messages/clients';
import { type ChangeEvent, useRef, useState } from 'react';

/** An e-mail field's message: required, then a valid address (doc 3 §5); undefined when fine. */
export function emailFieldError(value: string): string | undefined {
  if (value.trim() === '') return tc('users.emailRequired');
  return ZAccountEmail.safeParse(value).success ? undefined : tc('users.emailInvalid');
}

/**
 * One required e-mail address field (add user, self-registration, forgot password): its message
 * appears on submit (`check`) and then follows the typing; a wrong address gets the focus.
 */
export function useEmailField() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const ref = useRef<HTMLInputElement>(null);
  return {
    /** The address as sent: trimmed. */
    value: value.trim(),
    /** Shows the field's message; true when the address is fine, else the field has the focus. */
    check(): boolean {
      const found = emailFieldError(value);
      setError(found);
      if (found) ref.current?.focus();
      return found === undefined;
    },
    inputProps: {
      ref,
      value,
      error,
      type: 'email',
      inputMode: 'email',
      withAsterisk: true,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const next = event.currentTarget.value;
        setValue(next);
        if (error) setError(emailFieldError(next));
      },
    } as const,
  };
}
