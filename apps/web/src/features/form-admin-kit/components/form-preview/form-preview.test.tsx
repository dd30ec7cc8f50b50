import type { TElement, TSchema } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import type { TRule } from '@eform/core/rules';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { FormPreview } from './form-preview';

const text = (name: string, label: string): TElement =>
  ({ uuid: `u-${name}`, name, label, elementType: 'text', validation: [] }) as TElement;

const hideWhenNone: TRule = {
  ruleName: 'verberg',
  ruleForm: '_none',
  condition_group: {
    method: 'AND',
    conditions: [
      { conditionType: 'dataValue', dataName: 'vraag', operator: 'str_equals', value: 'geen' },
    ],
  },
  actions: [{ method: 'hide', dataName: 'extra', value: '' }],
} as TRule;

/** The preview in a harness whose schema the test changes, as the editor does. */
/** Renders the preview inside an awaited act, so its wait for the renderer's chunk settles. */
async function renderPreview(schema: TSchema, rules: TRule[] = []) {
  let setSchema: (next: TSchema) => void = () => {};
  function Harness() {
    const [current, set] = useState(schema);
    setSchema = set;
    return <FormPreview schema={current} rules={rules} formType="default" />;
  }
  await act(async () => {
    renderScreen(<Harness />);
  });
  return { update: (next: TSchema) => act(() => setSchema(next)) };
}

describe('FormPreview', () => {
  it('says how to get a preview while the form has no elements', async () => {
    await renderPreview([]);
    expect(await screen.findByText(ta('editorWorkspace.previewEmpty'))).toBeTruthy();
  });

  it('follows the schema and keeps what was typed into an element that stays', async () => {
    const { update } = await renderPreview([text('naam', 'Uw naam')]);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Uw naam'), 'Jan');
    await update([text('naam', 'Volledige naam'), text('plaats', 'Woonplaats')]);
    await waitFor(() => expect(screen.getByLabelText('Woonplaats')).toBeTruthy());
    expect((screen.getByLabelText('Volledige naam') as HTMLInputElement).value).toBe('Jan');
    expect(screen.queryByRole('button', { name: /versturen/i })).toBeNull();
  });

  it('applies the rules: a hide rule hides its element once its condition holds', async () => {
    await renderPreview([text('vraag', 'Vraag'), text('extra', 'Extra')], [hideWhenNone]);
    expect(await screen.findByLabelText('Extra')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Vraag'), 'geen');
    await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
    await waitFor(() => expect(screen.queryByLabelText('Extra')).toBeNull());
  });
});
