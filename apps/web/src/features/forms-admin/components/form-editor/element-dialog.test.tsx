import {
  createElement,
  type TElement,
  type TElementType,
  type TSchema,
} from '@eform/core/elements';
import { te } from '@eform/core/messages/editor';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { ElementDialog } from './element-dialog';
import type { TEditorEnv } from './use-editor-context';

vi.mock('./settings/upload-settings', () => ({
  // A panel that reports an upload running for as long as it is shown.
  ImageTagSettings: ({ setUploading }: { setUploading: (busy: boolean) => void }) => {
    useEffect(() => setUploading(true), [setUploading]);
    return <p>bezig met uploaden</p>;
  },
  StaticFileSettings: () => null,
}));

// happy-dom has no document.fonts, which Mantine's autosizing textarea listens to.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener() {}, removeEventListener() {} },
  });

const env: TEditorEnv = {
  clientId: null,
  isAdmin: true,
  formType: 'workflow',
  modules: [],
};

/** Opens the dialog for a new element of `type` (labelled 'Veld') in `others`, as the editor does. */
function openDialog<T extends TElementType>(
  type: T,
  patch: Partial<TElement> = {},
  others: TSchema = [],
) {
  const element = { ...createElement(type, others), label: 'Veld', ...patch } as TElement;
  const schema = [...others, element];
  const onApply = vi.fn();
  const onClose = vi.fn();
  renderScreen(
    <ElementDialog
      element={element}
      advanced={false}
      schema={schema}
      env={env}
      formId="f1"
      onApply={onApply}
      onClose={onClose}
    />,
  );
  const applied = () => onApply.mock.calls[0]?.[0] as TElement;
  return { onApply, onClose, applied };
}

const apply = () => userEvent.click(screen.getByRole('button', { name: 'Toepassen' }));
const field = (label: string) => screen.getByLabelText(label, { exact: false });

describe('element dialog: text settings', () => {
  it('a textarea shows 3 rows by default and applies placeholder, length bounds and rows', async () => {
    const { applied } = openDialog('textarea');
    expect((field('Aantal regels') as HTMLInputElement).value).toBe('3');
    await userEvent.type(field('Placeholder'), 'Uw opmerking');
    await userEvent.type(field('Minimale lengte'), '2');
    await userEvent.type(field('Maximale lengte'), '200');
    await userEvent.clear(field('Aantal regels'));
    await userEvent.type(field('Aantal regels'), '6');
    await apply();
    expect(applied()).toMatchObject({
      placeholder: 'Uw opmerking',
      rows: 6,
      validation: [
        ['optional', true],
        ['minLength', 2],
        ['maxLength', 200],
      ],
    });
  });

  it("refuses a minimum length above the maximum with core's text at the maximum", async () => {
    const { onApply } = openDialog('text');
    await userEvent.type(field('Minimale lengte'), '10');
    await userEvent.type(field('Maximale lengte'), '5');
    await apply();
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText(te('element.minAboveMax'))).toBeTruthy();
  });

  it('an e-mail field has a placeholder but no length bounds', () => {
    openDialog('email');
    expect(field('Placeholder')).toBeTruthy();
    expect(screen.queryByLabelText('Minimale lengte', { exact: false })).toBeNull();
  });

  it('remembers input and hides visually when asked', async () => {
    const { applied } = openDialog('text');
    await userEvent.click(screen.getByRole('switch', { name: /Invoer onthouden/ }));
    await userEvent.click(screen.getByRole('switch', { name: /Visueel verbergen/ }));
    await apply();
    expect(applied()).toMatchObject({ rememberInput: true, visuallyHidden: true });
  });
});
