import type { TMapLayer } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { Select, Stack, Text } from '@mantine/core';
import { DatasourceSelect } from './map-datasource-select';
import { ItemList } from './map-item-list';

/** A layer as the editor adds it: geojson, no datasource chosen yet, preloaded (doc 2 §3). */
export function newMapLayer(): TMapLayer {
  return { type: 'geojson', datasource_id: null, loadingStrategy: 'preload' };
}

/**
 * The map's datasource layers: per layer a map_features datasource and its loading strategy, with
 * the spec's hint on which strategy suits which size.
 */
export function MapLayersEditor({
  layers,
  clientId,
  issueAt,
  onChange,
}: {
  layers: readonly TMapLayer[];
  clientId: number | null;
  issueAt: (index: number, field: 'datasource_id' | 'loadingStrategy') => string | undefined;
  onChange: (layers: TMapLayer[]) => void;
}) {
  const strategies = [
    { value: 'preload', label: ta('mapSettings.layer.preload') },
    { value: 'live', label: ta('mapSettings.layer.live') },
  ];
  return (
    <Stack gap="sm">
      {layers.length === 0 && (
        <Text size="sm" c="dimmed">
          {ta('mapSettings.layer.none')}
        </Text>
      )}
      {/* Core reports a map without layers at the first layer's datasource. */}
      {layers.length === 0 && issueAt(0, 'datasource_id') && (
        <Text size="sm" c="red" role="alert">
          {issueAt(0, 'datasource_id')}
        </Text>
      )}
      <ItemList
        items={layers}
        legend={(n) => ta('mapSettings.layer.legend', { n })}
        removeLabel={(n) => ta('mapSettings.layer.remove', { n })}
        addLabel={ta('mapSettings.layer.add')}
        newItem={newMapLayer}
        onChange={onChange}
      >
        {(layer, i, patch) => (
          <>
            <DatasourceSelect
              type="map_features"
              clientId={clientId}
              label={ta('mapSettings.layer.datasource', { n: i + 1 })}
              value={layer.datasource_id}
              error={issueAt(i, 'datasource_id')}
              onChange={(datasource_id) => patch({ datasource_id })}
            />
            <Select
              label={ta('mapSettings.layer.loadingStrategy', { n: i + 1 })}
              description={ta('mapSettings.layer.loadingStrategyHint')}
              required
              allowDeselect={false}
              data={strategies}
              value={layer.loadingStrategy ?? null}
              error={issueAt(i, 'loadingStrategy')}
              onChange={(value) =>
                patch({ loadingStrategy: value === 'live' || value === 'preload' ? value : null })
              }
            />
          </>
        )}
      </ItemList>
    </Stack>
  );
}
