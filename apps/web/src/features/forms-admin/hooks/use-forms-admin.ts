import { t } from '@eform/core/messages';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../session/hooks/use-current-user';
import {
  adminFoldersQuery,
  adminFormsQuery,
  createFolder,
  createForm,
  folderFormsQuery,
  formsAdminKeys,
} from '../api/forms-admin-api';

function useClientId(): number | null {
  return useCurrentUser()?.currentClient?.id ?? null;
}

/** The current client's folders to manage; refetched when the client changes. */
export function useAdminFolders() {
  const clientId = useClientId();
  return useQuery({ ...adminFoldersQuery(clientId ?? 0), enabled: clientId !== null });
}

/** Every form of the current client. */
export function useAdminForms() {
  const clientId = useClientId();
  return useQuery({ ...adminFormsQuery(clientId ?? 0), enabled: clientId !== null });
}

/** The forms of one folder. */
export function useFolderForms(folderId: string) {
  const clientId = useClientId();
  return useQuery({ ...folderFormsQuery(clientId ?? 0, folderId), enabled: clientId !== null });
}

/**
 * Creates a folder in the current client, toasts (doc 2 §8) and goes back to the list; the lists
 * are refetched so the new folder is there.
 */
export function useCreateFolder() {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (values: { folder_name: string; hidden: boolean }) =>
      createFolder({ ...values, client_id: clientId ?? 0 }),
    onSuccess: async (folder) => {
      notifications.show({
        color: 'green',
        message: t('folder.created', { name: folder.folder_name }),
      });
      await queryClient.invalidateQueries({ queryKey: formsAdminKeys.all(clientId ?? 0) });
      await navigate('/admin/form-list');
    },
    onError: () => {
      notifications.show({ color: 'red', message: t('folder.createFailed') });
    },
  });
}

/** Creates a form, toasts (doc 2 §8) and opens it. */
export function useCreateForm() {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: createForm,
    onSuccess: async (form) => {
      notifications.show({ color: 'green', message: t('forms.created', { name: form.form_name }) });
      await queryClient.invalidateQueries({ queryKey: formsAdminKeys.all(clientId ?? 0) });
      await navigate(`/admin/form/${encodeURIComponent(form.form_id)}`);
    },
    onError: () => {
      notifications.show({ color: 'red', message: t('forms.createFailed') });
    },
  });
}
