import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MapSettings } from './map-settings';
import { input, renderPanel } from './settings-harness.test-support';

// The datasource list the future API call will give.
vi.mock('./map-datasources', () => ({
  useDatasources: (type: string) => ({
    datasources:
      type === 'map_features'
        ? [
            { id: 'ds-1', name: 'Bomen' },
            { id: 2, name: 'Lantaarnpalen' },
          ]
        : [],
    isLoading: false,
  }),
}));

describe('DatasourceSelect with datasources', () => {
  it('picks a datasource by name and stores its id as the API gave it', async () => {
    const user = userEvent.setup();
    const { element } = renderPanel(MapSettings, 'map');
    const picker = input('Databron van kaartlaag 1');
    expect(screen.queryByText(/Er zijn nog geen databronnen/)).toBeNull();
    await user.click(picker);
    await user.click(screen.getByRole('option', { name: 'Lantaarnpalen' }));
    expect(element().mapSettings?.mapLayers?.[0]?.datasource_id).toBe(2);
    expect(picker.value).toBe('Lantaarnpalen');
    await user.click(picker);
    await user.click(screen.getByRole('option', { name: 'Bomen' }));
    expect(element().mapSettings?.mapLayers?.[0]?.datasource_id).toBe('ds-1');
  });

  it('adds an id the list does not hold as Databron {id}', () => {
    renderPanel(MapSettings, 'map', {
      patch: { mapSettings: { mapLayers: [{ datasource_id: 99, loadingStrategy: 'live' }] } },
    });
    expect(input('Databron van kaartlaag 1').value).toBe('Databron 99');
  });
});
