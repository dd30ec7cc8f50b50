import { TEXTAREA_VALUE_MAX_LENGTH } from '@eform/core/constants';
import { formatCount } from '@eform/core/format';
import { t } from '@eform/core/messages';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { createFillStore } from '../../lib/fill-store/fill-store';
import { el } from '../../lib/fill-store/fixtures.test-support';
import { FormRenderer } from '../renderer/form-renderer';

/**
 * A value over its element type's limit (issue 29): the filler says so at the field, with core's
 * message, and keeps every character typed (no silent cut by a maxLength attribute), so the
 * person can shorten it themselves.
 */
describe('a textarea value over the limit', () => {
  it('shows the limit at the field and keeps the whole text', () => {
    const store = createFillStore({
      schema: [el('opmerking', 'textarea', { label: 'Opmerking' })],
      mode: 'fill',
    });
    renderScreen(<FormRenderer store={store} />);
    const typed = 'x'.repeat(TEXTAREA_VALUE_MAX_LENGTH + 1);
    const input = screen.getByLabelText('Opmerking') as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: typed } });
    let valid = true;
    act(() => {
      valid = store.validate();
    });
    expect(valid).toBe(false);
    const message = t('validation.maxLength', { max: formatCount(TEXTAREA_VALUE_MAX_LENGTH) });
    expect(screen.getByText(message)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.value).toHaveLength(typed.length);
    expect(input.hasAttribute('maxlength')).toBe(false);
    expect(store.getValues().opmerking).toBe(typed);
  });
});
