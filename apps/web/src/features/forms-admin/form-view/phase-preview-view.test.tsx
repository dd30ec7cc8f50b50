import { ZSchema } from '@eform/core/elements';
import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render';
import { previewWorkflowPhases } from '../lib/phase-preview';
import { PhasePreviewView } from './phase-preview-view';

const schema = ZSchema.parse([
  { uuid: 'a', name: 'naam', label: 'Naam', elementType: 'text' },
  { uuid: 'b', name: 'door', label: 'Doorsturen', elementType: 'stateTransition', next_phase: 2 },
  { uuid: 'c', name: 'klaar', label: 'Klaar', elementType: 'stateTransition', next_phase: 3 },
]);

function Harness({ elements = schema }: { elements?: typeof schema }) {
  const [phase, setPhase] = useState(1);
  return (
    <PhasePreviewView
      preview={previewWorkflowPhases(elements, [])}
      phase={phase}
      onPhaseChange={setPhase}
    />
  );
}

describe('PhasePreviewView', () => {
  it('warns about two transitions in one phase and lists where they lead', () => {
    renderScreen(<Harness />);
    expect(screen.getByTestId('phase-warning-multipleTransitions').textContent).toBe(
      t('element.stateTransitionOnePerPhase', { phase: 1 }),
    );
    expect(
      screen.getByText(ta('formDetail.phase.transitionTo', { label: 'Doorsturen', phase: 2 })),
    ).toBeTruthy();
    expect(screen.getByText('Naam')).toBeTruthy();
  });

  it('warns that a submit is final in a phase above 1 without a transition', async () => {
    renderScreen(<Harness elements={schema.slice(0, 1)} />);
    expect(screen.queryByTestId('phase-warning-finalSubmit')).toBeNull();
    const select = screen.getByLabelText(ta('formDetail.phase.select'));
    expect(screen.getAllByRole('option')).toHaveLength(9);
    await userEvent.setup().selectOptions(select, '2');
    expect(screen.getByTestId('phase-warning-finalSubmit').textContent).toBe(
      ta('formDetail.phase.finalSubmit', { phase: 2 }),
    );
    expect(screen.getByText(ta('formDetail.phase.noTransition'))).toBeTruthy();
  });
});
