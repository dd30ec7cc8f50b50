import { ta } from '@eform/core/messages/admin';
import { Button, Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useFormDetail } from '../../form-admin-kit';
import { useCan } from '../../session';
import { DetailPanel } from './detail-panel';

/** Opens form_remove, the confirmation; only with 'eform form delete'. */
export function DeletePanel() {
  const { form } = useFormDetail();
  const can = useCan();
  const navigate = useNavigate();
  if (!can('eform form delete')) return null;
  return (
    <DetailPanel title={ta('ui.formsAdmin.delete')} testId="form-delete-panel">
      <Text size="sm">{ta('formDetail.delete.note')}</Text>
      <Group>
        <Button
          color="red"
          onClick={() => void navigate(`/admin/form/${encodeURIComponent(form.form_id)}/remove`)}
        >
          {ta('formDetail.delete.title')}
        </Button>
      </Group>
    </DetailPanel>
  );
}
