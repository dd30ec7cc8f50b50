import { ta } from '@eform/core/messages/admin';
import { te } from '@eform/core/messages/editor';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '../../../../test/fetch-routes';
import { MapSettings } from './map-settings';
import { described, input, labelled, renderPanel } from './settings-harness.test-support';

const openSection = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(screen.getByRole('button', { name }));

const api = stubFetchRoutes();

// The heaviest screens in the component tests (a whole settings panel re-rendered per key): up to
// 14.5 s a test beside a suite at a load of 7, and past the web tests' 20 s at a load of 8-12.
describe('MapSettings', { timeout: 60_000 }, () => {
  it("shows a new map's defaults: centre 52.1552 / 5.3873, zoom 7, one preloaded layer", () => {
    renderPanel(MapSettings, 'map');
    expect(input('Breedtegraad van het middelpunt').value).toBe('52.1552');
    expect(input('Lengtegraad van het middelpunt').value).toBe('5.3873');
    expect(input('Zoomniveau').value).toBe('7');
    expect(input('Laadstrategie van kaartlaag 1').value).toBe('Vooraf laden');
  });

  it('shows the issue messageAt gives at the zoom input', () => {
    renderPanel(MapSettings, 'map', {
      messageAt: (field) => (field === 'mapSettings.zoomlevel' ? 'Zoomfout' : undefined),
    });
    const zoom = input('Zoomniveau');
    expect(zoom.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Zoomfout')).toBeTruthy();
  });

  it("keeps zoom 25 as typed (no clamping) and shows core's range message", async () => {
    const user = userEvent.setup();
    const { change, element } = renderPanel(MapSettings, 'map');
    const zoom = input('Zoomniveau');
    await user.clear(zoom);
    await user.type(zoom, '25');
    await user.tab();
    expect(zoom.value).toBe('25');
    expect(element().mapSettings?.zoomlevel).toBe(25);
    expect(change).toHaveBeenCalled();
    expect(screen.getByText(te('element.mapZoomRange'))).toBeTruthy();
  });

  it('keeps an unfinished coordinate as typed and clears it to report it as required', async () => {
    const user = userEvent.setup();
    const { element } = renderPanel(MapSettings, 'map');
    const lat = input('Breedtegraad van het middelpunt');
    await user.clear(lat);
    expect(element().mapSettings?.center?.lat).toBeUndefined();
    expect(screen.getByText(te('element.mapLatitudeRequired'))).toBeTruthy();
    await user.type(lat, '51.');
    expect(lat.value).toBe('51.');
    expect(element().mapSettings?.center).toEqual({ lat: 51, lon: 5.3873 });
    // A comma (Dutch keyboard) is the decimal point.
    const lon = input('Lengtegraad van het middelpunt');
    await user.clear(lon);
    await user.type(lon, '4,75');
    expect(lon.value).toBe('4.75');
    expect(element().mapSettings?.center).toEqual({ lat: 51, lon: 4.75 });
  });

  it('adds a layer as geojson without datasource, preloaded', async () => {
    const user = userEvent.setup();
    const { change } = renderPanel(MapSettings, 'map');
    await user.click(screen.getByRole('button', { name: 'Kaartlaag toevoegen' }));
    expect(change).toHaveBeenLastCalledWith({
      mapSettings: expect.objectContaining({
        mapLayers: [
          { type: 'geojson', datasource_id: null, loadingStrategy: 'preload' },
          { type: 'geojson', datasource_id: null, loadingStrategy: 'preload' },
        ],
      }),
    });
    expect(input('Laadstrategie van kaartlaag 2').value).toBe('Vooraf laden');
  });

  it('removes a layer and then reports the missing datasource under the empty list', async () => {
    const user = userEvent.setup();
    const { element } = renderPanel(MapSettings, 'map');
    await user.click(screen.getByRole('button', { name: 'Kaartlaag 1 verwijderen' }));
    expect(element().mapSettings?.mapLayers).toEqual([]);
    expect(screen.getByText(ta('mapSettings.layer.none'))).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(te('element.mapDatasourceRequired'));
  });

  it('says no map datasource exists yet, and keeps a datasource id the layer already has', async () => {
    api.answer('GET /api/datasource/list/map_features/1', []);
    const user = userEvent.setup();
    renderPanel(MapSettings, 'map', {
      patch: {
        mapSettings: {
          mapLayers: [
            { type: 'geojson', datasource_id: null, loadingStrategy: 'preload' },
            { type: 'geojson', datasource_id: 12, loadingStrategy: 'live' },
          ],
          center: { lat: 52, lon: 5 },
          zoomlevel: 7,
        },
      },
    });
    for (const n of [1, 2]) {
      await waitFor(() =>
        expect(described(input(`Databron van kaartlaag ${n}`))).toContain(
          'Er zijn nog geen databronnen van dit type. Maak eerst een databron aan.',
        ),
      );
    }
    expect(input('Databron van kaartlaag 2').value).toBe('Databron 12');
    expect(input('Laadstrategie van kaartlaag 2').value).toBe('Live laden (per kaartuitsnede)');
    // Another edit keeps it.
    await user.clear(input('Zoomniveau'));
    await user.type(input('Zoomniveau'), '9');
    expect(input('Databron van kaartlaag 2').value).toBe('Databron 12');
    expect(screen.getByText(te('element.mapDatasourceRequired'))).toBeTruthy();
  });

  it('shows the spec hints on loading strategy and map search (about 10,000 items)', async () => {
    const user = userEvent.setup();
    renderPanel(MapSettings, 'map');
    expect(screen.getByText(/tot ongeveer 10\.000 items; kies Live laden/)).toBeTruthy();
    await openSection(user, 'Selectie en weergave');
    expect(
      screen.getByText(
        'Zoeken op de kaart is niet geschikt voor databronnen met meer dan 10.000 items.',
      ),
    ).toBeTruthy();
  });

  it('sets featuresMaxSelect (default 1) and the switches', async () => {
    const user = userEvent.setup();
    const { element } = renderPanel(MapSettings, 'map');
    await openSection(user, 'Selectie en weergave');
    const max = input('Maximaal aantal te selecteren kaartitems');
    expect(max.value).toBe('1');
    await user.clear(max);
    await user.type(max, '3');
    for (const name of [
      'Zoeken op de kaart tonen',
      'Gegevens van het kaartitem tonen',
      'Statusfilters tonen',
      'Openbare kaart voor gasten inschakelen',
    ]) {
      // A switch's label holds its description too.
      await user.click(screen.getByRole('switch', { name: new RegExp(`^${name}`) }));
    }
    await openSection(user, 'Locatie');
    await user.click(screen.getByRole('switch', { name: 'Locatie handmatig laten kiezen' }));
    await user.click(screen.getByRole('switch', { name: 'Huidige locatie volgen' }));
    expect(element().mapSettings).toMatchObject({
      featuresMaxSelect: 3,
      showMapSearch: true,
      showDataColumns: true,
      show_status_filters: true,
      guest_map_enabled: true,
      setManualLocation: true,
      tracking: true,
      minAccuracy: 25,
    });
  });

  it('shows the default status colours and changes one colour, keeping the rest', async () => {
    const user = userEvent.setup();
    const { element } = renderPanel(MapSettings, 'map');
    await openSection(user, 'Statuskleuren');
    expect(input('Status 1').value).toBe('open');
    expect(input('Kleur 1').value).toBe('#3399CC');
    expect(input('Status 2').value).toBe('closed');
    expect(input('Kleur 2').value).toBe('#e20000');
    await user.clear(input('Kleur 2'));
    await user.type(input('Kleur 2'), '#00ff00');
    expect(element().mapSettings?.featureStyles).toEqual([
      { status: 'open', color: '#3399CC' },
      { status: 'closed', color: '#00ff00' },
    ]);
  });

  it("opens a folded section holding core's issue and says it has errors", async () => {
    const user = userEvent.setup();
    renderPanel(MapSettings, 'map');
    await openSection(user, 'Statuskleuren');
    await user.click(screen.getByRole('button', { name: 'Statuskleur toevoegen' }));
    const styles = screen.getByRole('button', { name: 'Statuskleuren (bevat fouten)' });
    await user.click(styles);
    // Still open: the new style's blank status is reported.
    expect(styles.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(te('element.mapStyleStatusRequired'))).toBeTruthy();
    expect(input('Status 3').value).toBe('');
    // A section without issues folds.
    const view = screen.getByRole('button', { name: 'Kaartweergave' });
    await user.click(view);
    expect(view.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the section of a field core reports once issues are shown', () => {
    renderPanel(MapSettings, 'map', {
      messageAt: (field) =>
        field === 'mapSettings.featureActions.0.actions.0.status' ? 'Statusfout' : undefined,
      patch: {
        mapSettings: {
          featureActions: [{ conditions: [], actions: [{ actionType: 'setStatus' }] }],
        },
      },
    });
    const actions = screen.getByRole('button', { name: 'Acties op kaartitems (bevat fouten)' });
    expect(actions.getAttribute('aria-expanded')).toBe('true');
    expect(described(input('Nieuwe status'))).toContain('Statusfout');
  });

  it('adds a feature action and compares a data value with operator =', async () => {
    const user = userEvent.setup();
    const { element } = renderPanel(MapSettings, 'map');
    await openSection(user, 'Acties op kaartitems');
    await user.click(screen.getByRole('button', { name: 'Actie toevoegen' }));
    expect(element().mapSettings?.featureActions).toEqual([
      {
        conditions: [{ conditionType: 'always' }],
        conditionMethod: 'and',
        actions: [{ actionType: 'setStatus', status: '' }],
      },
    ]);
    expect(screen.getByText(te('element.mapActionStatusRequired'))).toBeTruthy();
    const condition = screen.getByRole('group', { name: 'Voorwaarde 1' });
    await user.click(
      within(condition).getByLabelText(labelled('Type voorwaarde'), { selector: 'input' }),
    );
    await user.click(screen.getByRole('option', { name: 'Waarde in de gegevens' }));
    expect(
      within(condition).getByLabelText(labelled('Operator'), { selector: 'input' }),
    ).toHaveProperty('value', 'is gelijk aan (=)');
    expect(screen.getByText(te('element.mapConditionDataNameRequired'))).toBeTruthy();
    await user.type(
      within(condition).getByLabelText(labelled('Datanaam'), { selector: 'input' }),
      'soort',
    );
    await user.type(
      within(condition).getByLabelText(labelled('Waarde'), { selector: 'input' }),
      'boom',
    );
    await user.type(input('Nieuwe status'), 'closed');
    await user.click(screen.getByRole('button', { name: 'Voorwaarde toevoegen' }));
    await user.click(screen.getByRole('radio', { name: 'Eén van de voorwaarden (of)' }));
    expect(element().mapSettings?.featureActions).toEqual([
      {
        conditions: [
          { conditionType: 'dataValue', operator: '=', dataName: 'soort', dataValue: 'boom' },
          { conditionType: 'always' },
        ],
        conditionMethod: 'or',
        actions: [{ actionType: 'setStatus', status: 'closed' }],
      },
    ]);
  });
});
