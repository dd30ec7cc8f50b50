import type { TElement } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { SubformAdd } from './subform-add';

const subform = {
  uuid: 's-1',
  name: 'schades',
  label: 'Schades',
  elementType: 'subform',
  registrationLabel: 'Schade',
  subform: { schema: [], values: {}, rules: [], defaultValues: {} },
} as unknown as TElement;

describe('SubformAdd', () => {
  it("names its button with the text it shows and the subform's label (WCAG 2.5.3)", () => {
    renderScreen(
      <SubformAdd
        subform={subform}
        env={{ clientId: 1, isAdmin: false, formType: 'default', modules: [] }}
        onAdd={vi.fn()}
        onAddFavorite={vi.fn()}
      />,
    );
    const button = screen.getByRole('button', {
      name: ta('editorWorkspace.addToSubform', { label: 'Schades' }),
    });
    const shown = button.textContent ?? '';
    expect(shown).toBe(ta('elementEditor.addElement'));
    expect(button.getAttribute('aria-label')).toContain(shown);
  });
});
