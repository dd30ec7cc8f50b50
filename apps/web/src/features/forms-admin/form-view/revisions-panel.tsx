import { ta } from '@eform/core/messages/admin';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { DIALOG_OPENER } from '../../../ui/dialog-opener';
import { useFormDetail } from '../../form-admin-kit';
import { useCan } from '../../session';
import { DetailPanel } from './detail-panel';
import { RevisionsDialog } from './revisions-dialog';

/** The form's revision and the button to its history; only with 'eform form revisions view'. */
export function RevisionsPanel() {
  const { form } = useFormDetail();
  const can = useCan();
  const [opened, setOpened] = useState(false);
  if (!can('eform form revisions view')) return null;
  return (
    <DetailPanel title={ta('formDetail.revisions.title')} testId="form-revisions-panel">
      <Group justify="space-between" gap="sm">
        <Text>{ta('formDetail.revisions.current', { revision: form.revision_id })}</Text>
        <Button variant="default" onClick={() => setOpened(true)} {...DIALOG_OPENER}>
          {ta('formDetail.revisions.open')}
        </Button>
      </Group>
      <RevisionsDialog opened={opened} onClose={() => setOpened(false)} />
    </DetailPanel>
  );
}
