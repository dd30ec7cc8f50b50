import type { TForm } from '@eform/core/api';
import { ta } from '@eform/core/messages/admin';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  adminFoldersQuery,
  duplicateForm,
  formsAdminKeys,
  useFormDetail,
} from '../../form-admin-kit';
import { switchClient, useCan, useCurrentUser } from '../../session';
import { describeDuplicate } from '../lib/duplicate-outcome';
import { DetailPanel } from './detail-panel';
import { DuplicateForm, type TDuplicateFolders } from './duplicate-form';

type TTarget = { clientId: number; clientName: string; folderId: number };

/**
 * Copies the form, then (doc 2 §4, §8): to another client switches to it, toasts which, and
 * opens the copy; the admin lists of both clients are refetched.
 */
function useDuplicate(source: TForm) {
  const current = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const currentClientId = current?.currentClient?.id ?? null;
  return useMutation({
    mutationFn: (target: TTarget) =>
      duplicateForm(source.form_id, { clientId: target.clientId, folderId: target.folderId }),
    onSuccess: async (copy, target) => {
      for (const clientId of new Set([source.client_id, target.clientId])) {
        void queryClient.invalidateQueries({ queryKey: formsAdminKeys.all(clientId) });
      }
      const outcome = describeDuplicate(
        source.form_name,
        { id: target.clientId, name: target.clientName },
        currentClientId,
      );
      if (outcome.switchToClientId !== null) {
        switchClient(queryClient, outcome.switchToClientId);
      }
      notifications.show({ color: 'green', message: outcome.message });
      await navigate(`/admin/form/${encodeURIComponent(copy.form_id)}`);
    },
    onError: () => {
      notifications.show({ color: 'red', message: ta('forms.duplicateFailed') });
    },
  });
}

function DuplicatePanelContent() {
  const { form } = useFormDetail();
  const clients = useCurrentUser()?.clients ?? [];
  // The form's own client when the user has it, else the first one they have.
  const [clientId, setClientId] = useState(
    clients.some((client) => client.id === form.client_id)
      ? form.client_id
      : (clients[0]?.id ?? form.client_id),
  );
  const folders = useQuery(adminFoldersQuery(clientId));
  const duplicate = useDuplicate(form);
  const folderState: TDuplicateFolders = folders.data
    ? { status: 'ready', folders: folders.data }
    : folders.isError
      ? { status: 'error', retry: () => void folders.refetch() }
      : { status: 'loading' };
  return (
    <>
      <Text size="sm">{ta('formSharing.duplicate.intro')}</Text>
      <DuplicateForm
        clients={clients}
        clientId={clientId}
        onClientChange={setClientId}
        folders={folderState}
        defaultFolderId={clientId === form.client_id ? form.folder_id : null}
        pending={duplicate.isPending}
        onSubmit={(folderId) =>
          duplicate.mutate({
            clientId,
            clientName: clients.find((client) => client.id === clientId)?.name ?? '',
            folderId,
          })
        }
      />
    </>
  );
}

/** Duplicate (doc 2 §2): a copy to a folder of one of the user's clients. 'eform manage forms'. */
export function DuplicatePanel() {
  const can = useCan();
  if (!can('eform manage forms')) return null;
  return (
    <DetailPanel title={ta('formSharing.duplicate.title')} testId="duplicate-panel">
      <DuplicatePanelContent />
    </DetailPanel>
  );
}
