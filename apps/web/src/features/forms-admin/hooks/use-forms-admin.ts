import { ta } from '@eform/core/messages/admin';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isApiStatus } from '../../../lib/http/api-error';
import {
  adminFoldersQuery,
  adminFormsQuery,
  createFolder,
  createForm,
  deleteFolder,
  folderFormsQuery,
  formsAdminKeys,
  renameFolder,
  setFolderHidden,
} from '../../form-admin-kit';
import { useCan, useCurrentUser } from '../../session';

function useClientId(): number | null {
  return useCurrentUser()?.currentClient?.id ?? null;
}

/** Refetches the current client's admin lists (folders, forms) after a change to them. */
function useRefetchAdminLists(): () => Promise<void> {
  const clientId = useClientId();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: formsAdminKeys.all(clientId ?? 0) });
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
  const refetchLists = useRefetchAdminLists();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (values: { folder_name: string; hidden: boolean }) =>
      createFolder({ ...values, client_id: clientId ?? 0 }),
    onSuccess: async (folder) => {
      notifications.show({
        color: 'green',
        message: ta('folder.created', { name: folder.folder_name }),
      });
      await refetchLists();
      await navigate('/admin/form-list');
    },
    onError: () => {
      notifications.show({ color: 'red', message: ta('folder.createFailed') });
    },
  });
}

/** Creates a form, toasts (doc 2 §8) and opens it. */
/**
 * Where a new form opens: straight in its Aanpassen tab, since an empty form's first need is
 * elements, for whoever may edit it ('eform manage form edit'); else its Bekijk tab.
 */
export function createdFormPath(formId: string, canEdit: boolean): string {
  const base = `/admin/form/${encodeURIComponent(formId)}`;
  return canEdit ? `${base}/edit` : base;
}

export function useCreateForm() {
  const can = useCan();
  const refetchLists = useRefetchAdminLists();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: createForm,
    onSuccess: async (form) => {
      notifications.show({
        color: 'green',
        message: ta('forms.created', { name: form.form_name }),
      });
      await refetchLists();
      await navigate(createdFormPath(form.form_id, can('eform manage form edit')));
    },
    onError: () => {
      notifications.show({ color: 'red', message: ta('forms.createFailed') });
    },
  });
}

/** Renames a folder inline; toasts either way (doc 2 §8) and refetches the lists. */
export function useRenameFolder() {
  const refetchLists = useRefetchAdminLists();
  return useMutation({
    mutationFn: (values: { folderId: number; name: string }) =>
      renameFolder(values.folderId, values.name),
    onSuccess: async (folder) => {
      notifications.show({
        color: 'green',
        message: ta('folder.renamed', { name: folder.folder_name }),
      });
      await refetchLists();
    },
    onError: () => {
      notifications.show({ color: 'red', message: ta('folder.saveFailed') });
    },
  });
}

/**
 * Deletes a folder. A 409 (the folder still holds forms) is left to the caller, which shows the
 * server's alert; other failures toast.
 */
export function useDeleteFolder() {
  const refetchLists = useRefetchAdminLists();
  return useMutation({
    mutationFn: (folder: { folder_id: number; folder_name: string }) =>
      deleteFolder(folder.folder_id),
    onSuccess: async (_answer, folder) => {
      notifications.show({
        color: 'green',
        message: ta('folder.deleted', { name: folder.folder_name }),
      });
      await refetchLists();
    },
    onError: (error) => {
      if (!isApiStatus(error, 409)) {
        notifications.show({ color: 'red', message: ta('folder.deleteFailed') });
      }
    },
  });
}

/**
 * Hides or shows a folder (admin and client_manager only, doc 2 §2); toasts either way (doc 2
 * §8) and refetches the lists, which carry the 'Verborgen' chip.
 */
export function useSetFolderHidden() {
  const refetchLists = useRefetchAdminLists();
  return useMutation({
    mutationFn: (values: { folderId: number; hidden: boolean }) =>
      setFolderHidden(values.folderId, values.hidden),
    onSuccess: async (folder) => {
      const name = folder.folder_name;
      notifications.show({
        color: 'green',
        message: folder.folder_hidden
          ? ta('folder.hidden', { name })
          : ta('folder.visible', { name }),
      });
      await refetchLists();
    },
    onError: () => {
      notifications.show({ color: 'red', message: ta('folder.hideFailed') });
    },
  });
}
