import type { TMapLayer } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { ActionIcon, Button, Fieldset, Group, Select, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { DatasourceSelect } from './map-datasource-select';
import { patchAt, removeAt } from './map-list';

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
      {layers.map((layer, i) => {
        const n = i + 1;
        return (
          // Layers have no id of their own; their place is what identifies them here.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Fieldset key={i} legend={ta('mapSettings.layer.legend', { n })} p="sm">
            <Stack gap="xs">
              <DatasourceSelect
                type="map_features"
                clientId={clientId}
                label={ta('mapSettings.layer.datasource', { n })}
                value={layer.datasource_id}
                error={issueAt(i, 'datasource_id')}
                onChange={(datasource_id) => onChange(patchAt(layers, i, { datasource_id }))}
              />
              <Select
                label={ta('mapSettings.layer.loadingStrategy', { n })}
                description={ta('mapSettings.layer.loadingStrategyHint')}
                required
                allowDeselect={false}
                data={strategies}
                value={layer.loadingStrategy ?? null}
                error={issueAt(i, 'loadingStrategy')}
                onChange={(value) =>
                  onChange(
                    patchAt(layers, i, {
                      loadingStrategy: value === 'live' || value === 'preload' ? value : null,
                    }),
                  )
                }
              />
              <Group justify="flex-end">
                <ActionIcon
                  size="lg"
                  variant="subtle"
                  color="red"
                  aria-label={ta('mapSettings.layer.remove', { n })}
                  onClick={() => onChange(removeAt(layers, i))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
      <Group>
        <Button variant="light" onClick={() => onChange([...layers, newMapLayer()])}>
          {ta('mapSettings.layer.add')}
        </Button>
      </Group>
    </Stack>
  );
}
