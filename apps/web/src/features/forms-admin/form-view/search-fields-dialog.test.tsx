import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import type { TSearchableField } from '../lib/searchable-fields';
import { SearchFieldsDialog } from './search-fields-dialog';

const choosable: TSearchableField[] = [
  { value: 'soort', label: 'Soort melding' },
  { value: 'adres', label: 'Adres' },
];

function setup(stored: TSearchableField[] | undefined, fields = choosable) {
  const onClose = vi.fn();
  renderScreen(<SearchFieldsDialog choosable={fields} stored={stored} onClose={onClose} />);
  return { onClose, user: userEvent.setup() };
}

describe('SearchFieldsDialog', () => {
  it('ticks the stored fields and closes with null when nothing changed', async () => {
    const { onClose, user } = setup([{ value: 'adres', label: 'Adres' }]);
    const adres = (await screen.findByRole('checkbox', { name: 'Adres' })) as HTMLInputElement;
    expect(adres.checked).toBe(true);
    await user.click(screen.getByRole('button', { name: ta('formSharing.search.done') }));
    expect(onClose).toHaveBeenCalledWith(null);
  });

  it('closing by the close button stores the new choice in schema order', async () => {
    const { onClose, user } = setup([{ value: 'adres', label: 'Adres' }]);
    await user.click(await screen.findByRole('checkbox', { name: 'Soort melding' }));
    await user.click(screen.getByRole('button', { name: t('ui.common.close') }));
    expect(onClose).toHaveBeenCalledWith(choosable);
  });

  it('closing with Escape stores an emptied choice too', async () => {
    const { onClose, user } = setup(choosable);
    await user.click(await screen.findByRole('checkbox', { name: 'Adres' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith([{ value: 'soort', label: 'Soort melding' }]);
  });

  it('says so when the form has no field that can be searched', async () => {
    setup(undefined, []);
    expect(await screen.findByText(ta('formSharing.search.noChoosable'))).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
