import { formatDate } from '@eform/core/format';
import { ta } from '@eform/core/messages/admin';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { canRestoreRevision, type TFormRevision } from './revisions-restore';

type TRevisionsListProps = {
  revisions: readonly TFormRevision[];
  /** The revision the form is now (its `revision_id`). */
  currentRevision: number;
  canEdit: boolean;
  /** The entry being restored, or 'done' once one was (the page reloads soon). */
  restoring: number | 'done' | null;
  onRestore: (revision: TFormRevision) => void;
};

function RevisionRow({
  revision,
  isCurrent,
  restorable,
  restoring,
  onRestore,
}: {
  revision: TFormRevision;
  isCurrent: boolean;
  restorable: boolean;
  restoring: TRevisionsListProps['restoring'];
  onRestore: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const number = { revision: revision.revision };
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="sm"
      data-testid={`revision-row-${revision.revision}`}
      aria-current={isCurrent ? 'true' : undefined}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={0}>
          <Group gap="xs">
            <Text fw={600}>{ta('formDetail.revisions.number', number)}</Text>
            {isCurrent && (
              <Badge variant="light" color="blue">
                {ta('formDetail.revisions.isCurrent')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {formatDate(revision.updated_at)}
            {revision.user
              ? ` ${ta('formDetail.revisions.by', { user: revision.user.username })}`
              : ''}
          </Text>
        </Stack>
        {restorable && !confirming && (
          <Button
            size="xs"
            variant="light"
            disabled={restoring !== null}
            onClick={() => setConfirming(true)}
          >
            {ta('formDetail.revisions.restore')}
          </Button>
        )}
      </Group>
      {restorable && confirming && (
        <Stack gap="xs" mt="xs" data-testid="revision-confirm">
          <Text size="sm">{ta('formDetail.revisions.confirm', number)}</Text>
          <Group gap="xs">
            <Button
              size="xs"
              color="red"
              loading={restoring === revision.revision_id}
              disabled={restoring === 'done'}
              onClick={onRestore}
            >
              {ta('formDetail.revisions.confirmYes')}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={restoring !== null}
              onClick={() => setConfirming(false)}
            >
              {ta('ui.formsAdmin.cancel')}
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}

/** The revision history, newest first; the current one marked and not restorable. */
export function RevisionsList({
  revisions,
  currentRevision,
  canEdit,
  restoring,
  onRestore,
}: TRevisionsListProps) {
  if (revisions.length === 0) {
    return <Text c="dimmed">{ta('formDetail.revisions.empty')}</Text>;
  }
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {revisions.map((revision) => (
        <RevisionRow
          key={revision.revision_id}
          revision={revision}
          isCurrent={revision.revision === currentRevision}
          restorable={canRestoreRevision(revision, currentRevision, canEdit)}
          restoring={restoring}
          onRestore={() => onRestore(revision)}
        />
      ))}
    </Stack>
  );
}
