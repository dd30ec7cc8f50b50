import { ta } from '@eform/core/messages/admin';
import { useQuery } from '@tanstack/react-query';
import { adminFoldersQuery, useFormDetail } from '../../form-admin-kit';
import { useCan } from '../../session';
import { DetailPanel } from './detail-panel';
import { DetailsForm } from './details-form';
import { DetailsReadOnly } from './details-read-only';
import { detailsOf } from './details-values';

/**
 * Rename, change folder and edit the summary (doc 2 §2) in one save. The folders are those of
 * the form's own client, whichever client is current. The form is keyed by the revision, so after
 * a save or a reload (conflict) it shows the form as stored; a refused save keeps what was typed.
 */
export function DetailsPanel() {
  const { form, save, saving } = useFormDetail();
  const can = useCan();
  const folders = useQuery(adminFoldersQuery(form.client_id));
  const initial = detailsOf(form);
  return (
    <DetailPanel title={ta('formDetail.details.title')} testId="form-details-panel">
      {can('eform form name') ? (
        <DetailsForm
          key={form.revision_id}
          initial={initial}
          folders={folders.data ?? null}
          failed={folders.isError}
          saving={saving}
          onSave={(values) => void save((body) => ({ ...body, ...values }))}
        />
      ) : (
        <DetailsReadOnly values={initial} folders={folders.data ?? null} />
      )}
    </DetailPanel>
  );
}
