import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { deleteForm, formsAdminKeys, useFormDetail } from '../../form-admin-kit';
import { formListPath, RemoveConfirm } from './remove-confirm';

/**
 * form_remove (doc 2 §2), under the shell's tabs: confirm, then the form and its registrations
 * are deleted and the list the form was in opens. The form's own queries are dropped only after
 * leaving, so the shell does not refetch (and 404 on) the form it is still showing.
 */
export function FormRemovePage() {
  const { form } = useFormDetail();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formPath = `/admin/form/${encodeURIComponent(form.form_id)}`;
  const remove = useMutation({
    mutationFn: () => deleteForm(form.form_id),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('forms.deleted') });
      void queryClient.invalidateQueries({ queryKey: formsAdminKeys.all(form.client_id) });
      await navigate(formListPath(form.folder_id));
      queryClient.removeQueries({ queryKey: ['form-admin', form.form_id] });
    },
    onError: () => notifications.show({ color: 'red', message: ta('forms.deleteFailed') }),
  });
  return (
    <RemoveConfirm
      name={form.form_name}
      pending={remove.isPending}
      onCancel={() => void navigate(formPath)}
      onConfirm={() => remove.mutate()}
    />
  );
}
