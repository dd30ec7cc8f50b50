import { te } from '@eform/core/messages/editor';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '../../../../test/fetch-routes';
import { SearchSettings } from './search-settings';
import { described, input, renderPanel } from './settings-harness.test-support';

const api = stubFetchRoutes();

describe('SearchSettings', () => {
  it('starts at maxValues 1, doing nothing with chosen items, and says no datasource exists yet', async () => {
    api.answer('GET /api/datasource/list/search/1', []);
    renderPanel(SearchSettings, 'search');
    expect(input('Maximaal aantal waarden').value).toBe('1');
    expect((screen.getByRole('radio', { name: 'Niets doen' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await waitFor(() =>
      expect(described(input('Databron'))).toContain(
        'Er zijn nog geen databronnen van dit type. Maak eerst een databron aan.',
      ),
    );
  });

  it("keeps maxValues 11 as typed and shows core's 1-10 message", async () => {
    const user = userEvent.setup();
    const { element } = renderPanel(SearchSettings, 'search');
    const max = input('Maximaal aantal waarden');
    await user.clear(max);
    await user.type(max, '11');
    await user.tab();
    expect(max.value).toBe('11');
    expect(element().searchSettings?.maxValues).toBe(11);
    expect(described(max)).toContain(te('element.searchMaxValuesRange'));
    await user.clear(max);
    await user.type(max, '10');
    expect(described(max)).not.toContain(te('element.searchMaxValuesRange'));
  });

  it('shows the datasource issue at the picker and keeps a datasource id already set', () => {
    renderPanel(SearchSettings, 'search', {
      messageAt: (field) => (field === 'searchSettings.datasourceId' ? 'Bronfout' : undefined),
    });
    expect(described(input('Databron'))).toContain('Bronfout');
  });

  it('keeps a datasource id the element already has, shown as Databron {id}', () => {
    renderPanel(SearchSettings, 'search', {
      patch: { searchSettings: { datasourceId: 'ds-7', maxValues: 2 } },
    });
    expect(input('Databron').value).toBe('Databron ds-7');
  });

  it('adds an item style in the default green, edits it, and hides chosen items', async () => {
    const user = userEvent.setup();
    const { element } = renderPanel(SearchSettings, 'search');
    await user.click(screen.getByRole('button', { name: 'Kleur toevoegen' }));
    expect(element().searchSettings?.itemStyles).toEqual([{ text: '', color: 'green' }]);
    expect(screen.getByText(te('element.searchStyleTextRequired'))).toBeTruthy();
    await user.type(input('Tekst 1'), 'Eik');
    await user.clear(input('Kleur 1'));
    await user.type(input('Kleur 1'), '#aabbcc');
    await user.click(screen.getByRole('radio', { name: 'Verbergen in de zoekresultaten' }));
    expect(element().searchSettings).toEqual({
      datasourceId: null,
      maxValues: 1,
      itemStyles: [{ text: 'Eik', color: '#aabbcc' }],
      itemAction: 'setHidden',
    });
    await user.click(screen.getByRole('button', { name: 'Kleur 1 verwijderen' }));
    expect(element().searchSettings?.itemStyles).toEqual([]);
  });
});
