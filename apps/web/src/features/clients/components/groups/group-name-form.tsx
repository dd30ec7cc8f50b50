import { ZUserGroupBody } from '@eform/core/api';
import { tc } from '@eform/core/messages/clients';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

const ZNameForm = z.object({
  label: z.string().trim().min(1, tc('purchase.required')).pipe(ZUserGroupBody.shape.label),
});

type TGroupNameFormProps = {
  initial?: string;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal, shown as a red alert above the field. */
  error?: string | null;
  onSubmit: (label: string) => void;
};

/** 'Groepnaam' (required) and a submit button; what was typed stays on a refusal. */
export function GroupNameForm({
  initial = '',
  submitLabel,
  pending,
  error,
  onSubmit,
}: TGroupNameFormProps) {
  const form = useForm({ resolver: zodResolver(ZNameForm), defaultValues: { label: initial } });
  return (
    <form noValidate onSubmit={form.handleSubmit(({ label }) => onSubmit(label))}>
      <Stack gap="md" maw={520}>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label={tc('groups.nameLabel')}
          required
          autoComplete="off"
          error={form.formState.errors.label?.message}
          {...form.register('label')}
        />
        <Group>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
