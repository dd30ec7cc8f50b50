import { DEFAULT_LIST_PAGE_SIZE, OFFLINE_FILES_RETENTION_DAYS } from '@eform/core/constants';
import { t } from '@eform/core/messages';
import { th } from '@eform/core/messages/home';
import { Alert, Button, Group, Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInboxOff, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { usePersistentStorage } from '../../pwa';
import { useSession } from '../../session';
import { useSavedList } from '../hooks/use-saved-list';
import { useSyncProgress } from '../hooks/use-sync-progress';
import { fillPathOf } from '../lib/list-rows';
import type { TLocalRegistration } from '../lib/local-db';
import { runSync } from '../lib/saved-actions';
import { deleteRegistration, resolveConflict } from '../lib/saved-store';
import { ConflictDialog } from './conflict-dialog';
import { DeleteDialog } from './delete-dialog';
import { SavedTable } from './saved-table';

/** The two retention notes (doc 1 §2.10), and a word when the browser may evict the store. */
function Notes() {
  const persist = usePersistentStorage();
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} aria-hidden />}>
      <Text size="sm">{th('unsent.filesRetention', { days: OFFLINE_FILES_RETENTION_DAYS })}</Text>
      <Text size="sm">{th('unsent.autoDelete')}</Text>
      {persist === 'refused' && (
        <Text size="sm" fw={500} mt="xs">
          {th('ui.offline.persistRefused')}
        </Text>
      )}
    </Alert>
  );
}

/** How far the running sync is (whoever started it), while it sends registrations. */
function SyncProgress() {
  const progress = useSyncProgress();
  if (!progress || progress.total === 0) return null;
  return (
    <Stack gap={4} data-testid="sync-progress">
      <Progress
        value={Math.round((progress.done / progress.total) * 100)}
        aria-label={th('saved.syncProgressLabel')}
        transitionDuration={200}
      />
      <Text size="sm" c="dimmed" role="status">
        {th('saved.syncProgress', { done: progress.done, total: progress.total })}
      </Text>
    </Stack>
  );
}

/**
 * unsend_registration_list (doc 1 §2.10): the registrations saved on this device with form name,
 * summary, last change and actions, newest first; a row reopens the form with its fill_token, a
 * row in conflict opens 'Kies een registratie versie'; delete after confirmation.
 */
export function UnsendRegistrationsPage() {
  const session = useSession();
  const owner =
    session?.clientId != null ? { userId: session.user.id, clientId: session.clientId } : null;
  const list = useSavedList(owner?.userId ?? null);
  const navigate = useNavigate();
  const [perPage, setPerPage] = useState<number>(DEFAULT_LIST_PAGE_SIZE);
  const [conflict, setConflict] = useState<TLocalRegistration | null>(null);
  const [deleting, setDeleting] = useState<TLocalRegistration | null>(null);
  const [syncing, setSyncing] = useState(false);
  const running = useSyncProgress() !== null;
  const busy = syncing || running;

  const sync = async () => {
    setSyncing(true);
    await runSync('asked');
    setSyncing(false);
  };
  const open = (row: TLocalRegistration) => {
    if (row.conflict) setConflict(row);
    else if (!row.deletedAt) void navigate(fillPathOf(row));
  };
  const choose = async (keep: 'local' | 'server') => {
    if (!owner || !conflict) return;
    try {
      await resolveConflict(owner, conflict.fillToken, keep);
      setConflict(null);
      void runSync();
    } catch {
      notifications.show({ color: 'red', message: th('saved.resolveFailed') });
    }
  };
  const remove = async () => {
    if (!owner || !deleting) return;
    try {
      await deleteRegistration(owner.userId, deleting.fillToken);
      setDeleting(null);
      void runSync();
    } catch {
      notifications.show({ color: 'red', message: th('saved.deleteFailed') });
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('ui.page.unsendRegistrations')}
        actions={
          <Button
            variant="light"
            leftSection={<IconRefresh size={18} aria-hidden />}
            loading={busy}
            onClick={() => void sync()}
          >
            {th('saved.syncNow')}
          </Button>
        }
      />
      <SyncProgress />
      <Notes />
      {list.state === 'loading' ? (
        <Stack gap="xs" aria-busy="true" aria-label={th('fillScreen.listLoading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={48} radius="sm" />
          ))}
        </Stack>
      ) : list.state === 'failed' ? (
        <Alert color="red" variant="light" title={th('saved.loadFailed')} />
      ) : list.rows.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Group justify="center" gap="sm">
            <IconInboxOff size={36} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
            <Text c="dimmed" data-testid="unsent-empty">
              {th('unsent.empty')}
            </Text>
          </Group>
        </Paper>
      ) : (
        <SavedTable
          rows={list.rows}
          perPage={perPage}
          onPerPage={setPerPage}
          onOpen={open}
          onDelete={setDeleting}
        />
      )}
      {conflict && (
        <ConflictDialog row={conflict} onChoose={choose} onClose={() => setConflict(null)} />
      )}
      {deleting && (
        <DeleteDialog
          formName={deleting.formName}
          onConfirm={remove}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
