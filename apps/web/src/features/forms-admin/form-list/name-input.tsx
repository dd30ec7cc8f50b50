import { MAX_NAME_LENGTH } from '@eform/core/api';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';

/**
 * The name of a form or folder: marked required and at most {@link MAX_NAME_LENGTH} characters,
 * as the API accepts it. Everything else (label, value, error) comes from the screen.
 */
export function NameInput({ ref, ...props }: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  return <TextInput ref={ref} withAsterisk maxLength={MAX_NAME_LENGTH} {...props} />;
}
