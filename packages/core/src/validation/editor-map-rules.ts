import {
  GPS_MIN_ACCURACY_MAX,
  GPS_MIN_ACCURACY_MIN,
  MAP_MAX_ABS_LAT,
  MAP_MAX_ABS_LON,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  SEARCH_MAX_VALUES_MAX,
  SEARCH_MAX_VALUES_MIN,
} from '../constants';
import type { TElementOf, TFeatureAction, TMapLayer } from '../elements';
import { isBlank, joinPath, makeIssue, settingNumber, type TEditorIssue } from './editor-issue';

function checkRange(
  value: unknown,
  min: number,
  max: number,
  path: string,
  requiredKey: Parameters<typeof makeIssue>[1],
  rangeKey: Parameters<typeof makeIssue>[1],
  integer = false,
): TEditorIssue[] {
  if (isBlank(value)) return [makeIssue(path, requiredKey)];
  const n = settingNumber(value);
  if (n === undefined || n < min || n > max || (integer && !Number.isInteger(n))) {
    return [makeIssue(path, rangeKey)];
  }
  return [];
}

function checkFeatureAction(action: TFeatureAction, path: string): TEditorIssue[] {
  const issues: TEditorIssue[] = [];
  (action.conditions ?? []).forEach((condition, i) => {
    const at = joinPath(path, 'conditions', i);
    if (!condition.conditionType) {
      issues.push(makeIssue(joinPath(at, 'conditionType'), 'element.mapConditionTypeRequired'));
    }
    // An 'always' condition has nothing to compare.
    if (condition.conditionType !== 'dataValue') return;
    if (isBlank(condition.dataName)) {
      issues.push(makeIssue(joinPath(at, 'dataName'), 'element.mapConditionDataNameRequired'));
    }
    if (isBlank(condition.operator)) {
      issues.push(makeIssue(joinPath(at, 'operator'), 'element.mapConditionOperatorRequired'));
    }
    if (isBlank(condition.dataValue)) {
      issues.push(makeIssue(joinPath(at, 'dataValue'), 'element.mapConditionValueRequired'));
    }
  });
  (action.actions ?? []).forEach((item, i) => {
    const at = joinPath(path, 'actions', i);
    if (!item.actionType) {
      issues.push(makeIssue(joinPath(at, 'actionType'), 'element.mapActionTypeRequired'));
    }
    if (item.actionType === 'setStatus' && isBlank(item.status)) {
      issues.push(makeIssue(joinPath(at, 'status'), 'element.mapActionStatusRequired'));
    }
  });
  return issues;
}

/**
 * Editor rules of a map element: centre lat (|lat| ≤ 90) and lon (|lon| ≤ 180) and zoom 1-19
 * required; every layer needs a datasource and a loading strategy; feature action conditions,
 * actions and styles need their fields; featuresMaxSelect at least 1.
 */
export function checkMapElement(element: TElementOf<'map'>, path: string): TEditorIssue[] {
  const settings = element.mapSettings ?? {};
  const at = joinPath(path, 'mapSettings');
  const issues = [
    ...checkRange(
      settings.center?.lat,
      -MAP_MAX_ABS_LAT,
      MAP_MAX_ABS_LAT,
      joinPath(at, 'center', 'lat'),
      'element.mapLatitudeRequired',
      'element.mapLatitudeRange',
    ),
    ...checkRange(
      settings.center?.lon,
      -MAP_MAX_ABS_LON,
      MAP_MAX_ABS_LON,
      joinPath(at, 'center', 'lon'),
      'element.mapLongitudeRequired',
      'element.mapLongitudeRange',
    ),
    ...checkRange(
      settings.zoomlevel,
      MAP_MIN_ZOOM,
      MAP_MAX_ZOOM,
      joinPath(at, 'zoomlevel'),
      'element.mapZoomRequired',
      'element.mapZoomRange',
      true,
    ),
  ];
  // No layer at all is reported as the first layer missing its datasource.
  const layers: TMapLayer[] = settings.mapLayers?.length ? settings.mapLayers : [{}];
  layers.forEach((layer, i) => {
    const layerPath = joinPath(at, 'mapLayers', i);
    if (isBlank(layer.datasource_id)) {
      issues.push(makeIssue(joinPath(layerPath, 'datasource_id'), 'element.mapDatasourceRequired'));
    }
    if (isBlank(layer.loadingStrategy)) {
      issues.push(
        makeIssue(joinPath(layerPath, 'loadingStrategy'), 'element.mapLoadingStrategyRequired'),
      );
    }
  });
  const maxSelect = settings.featuresMaxSelect;
  if (maxSelect !== undefined && !(Number.isInteger(maxSelect) && maxSelect >= 1)) {
    issues.push(
      makeIssue(joinPath(at, 'featuresMaxSelect'), 'element.mapFeaturesMaxSelectInvalid'),
    );
  }
  (settings.featureActions ?? []).forEach((action, i) => {
    issues.push(...checkFeatureAction(action, joinPath(at, 'featureActions', i)));
  });
  (settings.featureStyles ?? []).forEach((style, i) => {
    const stylePath = joinPath(at, 'featureStyles', i);
    if (isBlank(style.status)) {
      issues.push(makeIssue(joinPath(stylePath, 'status'), 'element.mapStyleStatusRequired'));
    }
    if (isBlank(style.color)) {
      issues.push(makeIssue(joinPath(stylePath, 'color'), 'element.mapStyleColorRequired'));
    }
  });
  return issues;
}

/** Editor rule of a GPS element: minAccuracy required, 0 to 200 metres. */
export function checkGpsElement(element: TElementOf<'gps'>, path: string): TEditorIssue[] {
  return checkRange(
    element.mapSettings?.minAccuracy,
    GPS_MIN_ACCURACY_MIN,
    GPS_MIN_ACCURACY_MAX,
    joinPath(path, 'mapSettings', 'minAccuracy'),
    'element.gpsMinAccuracyRequired',
    'element.gpsMinAccuracyRange',
  );
}

/**
 * Editor rules of a search element: a datasource, maxValues a whole number 1-10, and text and
 * colour on every item style.
 */
export function checkSearchElement(element: TElementOf<'search'>, path: string): TEditorIssue[] {
  const settings = element.searchSettings ?? {};
  const at = joinPath(path, 'searchSettings');
  const issues: TEditorIssue[] = [];
  if (isBlank(settings.datasourceId)) {
    issues.push(makeIssue(joinPath(at, 'datasourceId'), 'element.searchDatasourceRequired'));
  }
  issues.push(
    ...checkRange(
      settings.maxValues,
      SEARCH_MAX_VALUES_MIN,
      SEARCH_MAX_VALUES_MAX,
      joinPath(at, 'maxValues'),
      'element.searchMaxValuesRange',
      'element.searchMaxValuesRange',
      true,
    ),
  );
  (settings.itemStyles ?? []).forEach((style, i) => {
    const stylePath = joinPath(at, 'itemStyles', i);
    if (isBlank(style.text)) {
      issues.push(makeIssue(joinPath(stylePath, 'text'), 'element.searchStyleTextRequired'));
    }
    if (isBlank(style.color)) {
      issues.push(makeIssue(joinPath(stylePath, 'color'), 'element.searchStyleColorRequired'));
    }
  });
  return issues;
}
