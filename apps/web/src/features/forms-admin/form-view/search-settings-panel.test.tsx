import { ta } from '@eform/core/messages/admin';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render';
import { SearchChosenFields } from './search-settings-panel';

describe('SearchChosenFields', () => {
  it('lists the chosen fields by label under their heading', () => {
    renderScreen(
      <SearchChosenFields
        fields={[
          { value: 'soort', label: 'Soort melding' },
          { value: 'adres', label: 'Adres' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: ta('formSharing.search.chosen') });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Soort melding',
      'Adres',
    ]);
  });

  it('says when none are chosen', () => {
    renderScreen(<SearchChosenFields fields={[]} />);
    expect(screen.getByText(ta('formSharing.search.noneChosen'))).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
