import { MAP_REFRESH_DEBOUNCE_MS } from '@eform/core/constants';
import type { TMapLayer, TMapSettings } from '@eform/core/elements';
import { tw } from '@eform/core/messages/fill-widgets';
import { Button } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isApiStatus } from '../../../../../lib/http/api-error';
import { datasourceFeaturesQuery, type TFeatureExtent } from '../../../api/datasource-features-api';
import {
  missingMapItems,
  selectedMapItems,
  type TMapFeature,
  type TMapValueItem,
  visibleMapFeatures,
} from '../../../maps/lib/map-features';
import classes from '../../renderer/form-renderer.module.css';
import type { TElementProps } from '../element-props';
import { FieldFrame, ReadOnlyField } from '../field-frame';
import { MapPicker } from './map-picker';

type TMapProps = TElementProps<'map'>;

/** A layer with a datasource, by its id as text. */
interface TUsableLayer {
  datasourceId: string;
  live: boolean;
}

function usableLayers(settings: TMapSettings): TUsableLayer[] {
  return (settings.mapLayers ?? []).flatMap((layer: TMapLayer) => {
    const id = layer.datasource_id;
    if (id === undefined || id === null || String(id).trim() === '') return [];
    return [{ datasourceId: String(id), live: layer.loadingStrategy === 'live' }];
  });
}

const NO_SETTINGS: TMapSettings = {};

const names = (items: readonly TMapValueItem[]) => items.map((item) => item.name).join(', ');

/**
 * A map field (doc 1 §3-§5, doc 3 'Map behaviour'): the features of its datasources on a map and
 * in a list beside it, selected by click, tap or keyboard up to featuresMaxSelect. The value is
 * the list of selected {id, name, data}. Loaded in a chunk of its own, with the map.
 */
export function MapElement(props: TMapProps) {
  const { element, field, mode, id } = props;
  const selected = useMemo(() => selectedMapItems(field.value), [field.value]);
  const settings = element.mapSettings ?? NO_SETTINGS;
  const layers = useMemo(() => usableLayers(settings), [settings]);
  if (mode === 'readonly') return <ReadOnlyField props={props} text={names(selected)} />;
  if (layers.length === 0) {
    return (
      <FieldFrame element={element} id={id} errors={field.errors} plain>
        <p id={id} className={classes.note} role="status">
          {tw('fill.map.noDatasource')}
        </p>
      </FieldFrame>
    );
  }
  return <MapLayers props={props} layers={layers} selected={selected} />;
}

/** Loads the layers (preload: once; live: the visible extent, debounced) and shows them. */
function MapLayers({
  props,
  layers,
  selected,
}: {
  props: TMapProps;
  layers: readonly TUsableLayer[];
  selected: readonly TMapValueItem[];
}) {
  const settings = props.element.mapSettings ?? NO_SETTINGS;
  const [extent, setExtent] = useState<TFeatureExtent | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onExtentChange = (next: TFeatureExtent) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setExtent(next), MAP_REFRESH_DEBOUNCE_MS);
  };
  // Leaving the form: a view change still waiting asks nothing more.
  useEffect(() => () => clearTimeout(timer.current), []);
  const answers = useQueries({
    queries: layers.map((layer) => ({
      ...datasourceFeaturesQuery(
        layer.datasourceId,
        layer.live ? (extent ?? undefined) : undefined,
        props.store.options.guestId,
      ),
      enabled: !layer.live || extent !== null,
    })),
  });
  // useQueries hands out a new list every render: the answers' times say when one changed.
  const loaded = answers.map((answer) => answer.dataUpdatedAt).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` stands for the answers
  const features = useMemo<TMapFeature[]>(
    () =>
      layers.flatMap((layer, i) => {
        const data = answers[i]?.data;
        return data ? visibleMapFeatures(data.features, layer.datasourceId, settings) : [];
      }),
    [layers, loaded, settings],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` stands for the answers
  const statuses = useMemo(() => {
    const all = new Set<string>();
    for (const answer of answers)
      for (const status of answer.data?.status_values ?? []) all.add(status);
    for (const feature of features) all.add(feature.status);
    return [...all];
  }, [loaded, features]);
  const failed = answers.find((answer) => answer.isError);
  const loading = answers.some((answer) => answer.isPending && answer.fetchStatus !== 'idle');
  // Only when every layer is fully loaded can a selected item be known to be gone.
  const complete = layers.every((layer, i) => !layer.live && answers[i]?.isSuccess);
  const missing = complete ? missingMapItems(selected, features) : [];
  let note: string | null = null;
  if (failed && isApiStatus(failed.error, 404)) note = tw('fill.map.gone');
  else if (failed) note = tw(isApiStatus(failed.error, 0) ? 'fill.map.offline' : 'fill.map.failed');
  else if (loading) note = tw('fill.map.loading');
  return (
    <MapPicker
      props={props}
      features={features}
      statuses={statuses}
      datasourceIds={layers.map((layer) => layer.datasourceId)}
      selected={selected}
      missing={missing}
      live={layers.some((layer) => layer.live)}
      onExtentChange={onExtentChange}
      note={
        note && (
          <div className={classes.field}>
            <p className={classes.note} role="status">
              {note}
            </p>
            {failed && !isApiStatus(failed.error, 404) && (
              <div>
                <Button size="compact-sm" variant="default" onClick={() => void failed.refetch()}>
                  {tw('fill.map.retry')}
                </Button>
              </div>
            )}
          </div>
        )
      }
      missingNote={missing.length > 0 ? tw('map.itemNotFound') : null}
    />
  );
}
