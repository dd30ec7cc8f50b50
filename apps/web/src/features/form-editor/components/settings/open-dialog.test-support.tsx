import {
  createElement,
  type TElement,
  type TElementType,
  type TSchema,
} from '@eform/core/elements';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { ElementDialog } from '../element-dialog';
import type { TEditorEnv } from '../use-editor-context';

// happy-dom has no document.fonts, which Mantine's autosizing textarea listens to.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener() {}, removeEventListener() {} },
  });

/** An admin editing a workflow form of client 7 with every module. */
export const testEnv: TEditorEnv = {
  clientId: 7,
  isAdmin: true,
  formType: 'workflow',
  modules: ['map_element', 'location', 'tracking'],
};

/**
 * Opens the element dialog for a new element of `type` labelled 'Veld' (plus `patch`), placed
 * after `others` in form 'f1', as the editor does; `applied()` is what 'Toepassen' handed over.
 */
export function openDialog(
  type: TElementType,
  patch: Partial<TElement> = {},
  others: TSchema = [],
  envPatch: Partial<TEditorEnv> = {},
) {
  const element = { ...createElement(type, others), label: 'Veld', ...patch } as TElement;
  const onApply = vi.fn();
  const onClose = vi.fn();
  renderScreen(
    <ElementDialog
      element={element}
      advanced={false}
      schema={[...others, element]}
      env={{ ...testEnv, ...envPatch }}
      formId="f1"
      onApply={onApply}
      onClose={onClose}
    />,
  );
  const applied = () => onApply.mock.calls[0]?.[0] as TElement;
  return { onApply, onClose, applied, element };
}

/** Clicks 'Toepassen'. */
export const apply = () => userEvent.click(screen.getByRole('button', { name: 'Toepassen' }));

/** The first input whose label starts with `label` (required fields add an asterisk). */
export function field(label: string): HTMLInputElement {
  const labelled = screen.getAllByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
  // The dialog itself is labelled by its title ('Tekstblok bewerken'): skip what is no input.
  return labelled.find((el) => el.matches('input, textarea')) as HTMLInputElement;
}

/** Picks `option` in the Mantine select labelled `label`. */
export async function pick(label: string, option: string) {
  await userEvent.click(field(label));
  // The list opens in a portal beside the modal, which happy-dom's accessibility tree counts as hidden.
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}
