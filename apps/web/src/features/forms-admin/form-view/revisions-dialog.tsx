import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Dialog } from '../../../ui/dialog';
import {
  ListError,
  ListLoading,
  restoreRevision,
  revisionsQuery,
  useFormDetail,
} from '../../form-admin-kit';
import { useCan } from '../../session';
import { RevisionsList } from './revisions-list';
import { scheduleReloadAfterRestore, type TFormRevision } from './revisions-restore';

/**
 * The revision history of the form with restore (doc 2 §2). A restore is a new save on the
 * server; after it the page reloads in 3 s (doc 2 §4) so every screen starts from the restored
 * form.
 */
export function RevisionsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { form, replace } = useFormDetail();
  const can = useCan();
  const revisions = useQuery({ ...revisionsQuery(form.form_id), enabled: opened });
  const restore = useMutation({
    mutationFn: (revision: TFormRevision) => restoreRevision(form.form_id, revision.revision_id),
    onSuccess: (restored) => {
      replace(restored);
      notifications.show({ color: 'green', message: t('revision.restored') });
      scheduleReloadAfterRestore();
    },
    onError: () => notifications.show({ color: 'red', message: ta('revision.restoreFailed') }),
  });
  const restoring = restore.isSuccess
    ? 'done'
    : restore.isPending
      ? (restore.variables?.revision_id ?? null)
      : null;
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={ta('formDetail.revisions.dialogTitle')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('ui.common.close') }}
      data-testid="form-revisions-dialog"
    >
      {revisions.isError ? (
        <ListError onRetry={() => void revisions.refetch()} />
      ) : revisions.isPending ? (
        <ListLoading />
      ) : (
        <RevisionsList
          revisions={revisions.data}
          currentRevision={form.revision_id}
          canEdit={can('eform form edit')}
          restoring={restoring}
          onRestore={(revision) => restore.mutate(revision)}
        />
      )}
    </Dialog>
  );
}
