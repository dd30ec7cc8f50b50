import { ta } from '@eform/core/messages/admin';
import { useFormDetail } from '../../form-admin-kit';
import { useCan } from '../../session';
import { fetchRetentionPreview } from '../api/retention-api';
import { DetailPanel } from './detail-panel';
import { RetentionView } from './retention-view';

/**
 * 'Bewaartermijn' (issue 34): the form's retention terms, saved through the form's one save (so
 * the save names its revision). With 'eform manage form edit', as the preview call.
 */
export function RetentionPanel() {
  const can = useCan();
  const { form, save, saving } = useFormDetail();
  if (!can('eform manage form edit')) return null;
  return (
    <DetailPanel title={ta('retention.title')} testId="retention-panel">
      <RetentionView
        // A save or reload brings a new revision: start again from what is stored.
        key={form.revision_id}
        formId={form.form_id}
        stored={form.settings.retention}
        saving={saving}
        onSave={(retention) =>
          save((body) => ({ ...body, settings: { ...body.settings, retention } }), {
            success: () => ta('retention.saved'),
          })
        }
        loadPreview={(retention, signal) => fetchRetentionPreview(form.form_id, retention, signal)}
      />
    </DetailPanel>
  );
}
