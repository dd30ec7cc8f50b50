import { ta } from '@eform/core/messages/admin';
import { useMemo, useState } from 'react';
import { useFormDetail } from '../../form-admin-kit';
import { previewWorkflowPhases } from '../lib/phase-preview';
import { DetailPanel } from './detail-panel';
import { PhasePreviewView } from './phase-preview-view';

/**
 * Workflow forms only (doc 2 §2, §4): per phase 1-9, what the filler sees with nothing filled in,
 * which transition applies and where it leads, and the warnings (more than one transition; a
 * phase above 1 without one, where a submit completes the registration).
 */
export function PhasePreviewPanel() {
  const { form } = useFormDetail();
  const [phase, setPhase] = useState(1);
  const preview = useMemo(
    () => (form.form_type === 'workflow' ? previewWorkflowPhases(form.schema, form.rules) : null),
    [form.form_type, form.schema, form.rules],
  );
  if (!preview) return null;
  return (
    <DetailPanel title={ta('formDetail.phase.title')} testId="form-phase-preview-panel">
      <PhasePreviewView preview={preview} phase={phase} onPhaseChange={setPhase} />
    </DetailPanel>
  );
}
