import { describe, expect, it } from 'vitest';
import { keysOf, m, mapWith } from './editor-fixtures.test-support';

describe('validateSchemaForEditor: map, GPS and search settings', () => {
  it.each([
    [
      'lat required',
      mapWith({ center: { lon: 5 } }),
      '0.mapSettings.center.lat element.mapLatitudeRequired',
    ],
    [
      'lat range',
      mapWith({ center: { lat: 90.5, lon: 5 } }),
      '0.mapSettings.center.lat element.mapLatitudeRange',
    ],
    [
      'lon required',
      mapWith({ center: { lat: 5 } }),
      '0.mapSettings.center.lon element.mapLongitudeRequired',
    ],
    [
      'lon range',
      mapWith({ center: { lat: 5, lon: -181 } }),
      '0.mapSettings.center.lon element.mapLongitudeRange',
    ],
    [
      'zoom required',
      mapWith({ zoomlevel: undefined }),
      '0.mapSettings.zoomlevel element.mapZoomRequired',
    ],
    ['zoom low', mapWith({ zoomlevel: 0 }), '0.mapSettings.zoomlevel element.mapZoomRange'],
    ['zoom high', mapWith({ zoomlevel: 20 }), '0.mapSettings.zoomlevel element.mapZoomRange'],
    [
      'datasource',
      mapWith({ mapLayers: [{ loadingStrategy: 'live' }] }),
      '0.mapSettings.mapLayers.0.datasource_id element.mapDatasourceRequired',
    ],
    [
      'loading strategy',
      mapWith({ mapLayers: [{ datasource_id: 3 }] }),
      '0.mapSettings.mapLayers.0.loadingStrategy element.mapLoadingStrategyRequired',
    ],
    [
      'features max select',
      mapWith({ featuresMaxSelect: 0 }),
      '0.mapSettings.featuresMaxSelect element.mapFeaturesMaxSelectInvalid',
    ],
    [
      'condition type',
      mapWith({ featureActions: [{ conditions: [{}] }] }),
      '0.mapSettings.featureActions.0.conditions.0.conditionType element.mapConditionTypeRequired',
    ],
    [
      'condition data name',
      mapWith({
        featureActions: [
          { conditions: [{ conditionType: 'dataValue', operator: '=', dataValue: 'x' }] },
        ],
      }),
      '0.mapSettings.featureActions.0.conditions.0.dataName element.mapConditionDataNameRequired',
    ],
    [
      'condition operator',
      mapWith({
        featureActions: [
          { conditions: [{ conditionType: 'dataValue', dataName: 'a', dataValue: 'x' }] },
        ],
      }),
      '0.mapSettings.featureActions.0.conditions.0.operator element.mapConditionOperatorRequired',
    ],
    [
      'condition value',
      mapWith({
        featureActions: [
          { conditions: [{ conditionType: 'dataValue', dataName: 'a', operator: '=' }] },
        ],
      }),
      '0.mapSettings.featureActions.0.conditions.0.dataValue element.mapConditionValueRequired',
    ],
    [
      'action type',
      mapWith({ featureActions: [{ actions: [{}] }] }),
      '0.mapSettings.featureActions.0.actions.0.actionType element.mapActionTypeRequired',
    ],
    [
      'action status',
      mapWith({ featureActions: [{ actions: [{ actionType: 'setStatus' }] }] }),
      '0.mapSettings.featureActions.0.actions.0.status element.mapActionStatusRequired',
    ],
    [
      'style status',
      mapWith({ featureStyles: [{ color: '#fff' }] }),
      '0.mapSettings.featureStyles.0.status element.mapStyleStatusRequired',
    ],
    [
      'style color',
      mapWith({ featureStyles: [{ status: 'open' }] }),
      '0.mapSettings.featureStyles.0.color element.mapStyleColorRequired',
    ],
    [
      'gps accuracy required',
      m('gps', { mapSettings: {} }),
      '0.mapSettings.minAccuracy element.gpsMinAccuracyRequired',
    ],
    [
      'gps accuracy range',
      m('gps', { mapSettings: { minAccuracy: 201 } }),
      '0.mapSettings.minAccuracy element.gpsMinAccuracyRange',
    ],
    [
      'gps accuracy negative',
      m('gps', { mapSettings: { minAccuracy: -1 } }),
      '0.mapSettings.minAccuracy element.gpsMinAccuracyRange',
    ],
    [
      'search datasource',
      m('search', { searchSettings: { maxValues: 1 } }),
      '0.searchSettings.datasourceId element.searchDatasourceRequired',
    ],
    [
      'search max 0',
      m('search', { searchSettings: { datasourceId: 'd', maxValues: 0 } }),
      '0.searchSettings.maxValues element.searchMaxValuesRange',
    ],
    [
      'search max 11',
      m('search', { searchSettings: { datasourceId: 'd', maxValues: 11 } }),
      '0.searchSettings.maxValues element.searchMaxValuesRange',
    ],
    [
      'search style text',
      m('search', {
        searchSettings: { datasourceId: 'd', maxValues: 2, itemStyles: [{ color: 'red' }] },
      }),
      '0.searchSettings.itemStyles.0.text element.searchStyleTextRequired',
    ],
    [
      'search style color',
      m('search', {
        searchSettings: { datasourceId: 'd', maxValues: 2, itemStyles: [{ text: 'x' }] },
      }),
      '0.searchSettings.itemStyles.0.color element.searchStyleColorRequired',
    ],
  ])('%s', (_rule, element, expected) => {
    expect(keysOf([element])).toEqual([expected]);
  });

  it('reports a map without layers as missing datasource and loading strategy', () => {
    expect(keysOf([mapWith({ mapLayers: [] })])).toEqual([
      '0.mapSettings.mapLayers.0.datasource_id element.mapDatasourceRequired',
      '0.mapSettings.mapLayers.0.loadingStrategy element.mapLoadingStrategyRequired',
    ]);
  });
});
