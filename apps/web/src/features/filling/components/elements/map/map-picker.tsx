import { tw } from '@eform/core/messages/fill-widgets';
import type { ReactNode } from 'react';
import { BaseMap, mapView, type TMapExtent } from '../../../maps/components/base-map';
import type { TMapFeature, TMapValueItem } from '../../../maps/lib/map-features';
import classes from '../../renderer/form-renderer.module.css';
import type { TElementProps } from '../element-props';
import { FieldFrame } from '../field-frame';
import css from './map-element.module.css';
import { MapFeatureChooser } from './map-feature-chooser';
import { MapSelectionCount } from './map-selection-count';
import { MapStatusFilters } from './map-status-filters';
import { useMapSelection } from './use-map-selection';
import { useStatusFilter } from './use-status-filter';

/** The map, the status filters and the list of features to select from. */
export function MapPicker({
  props,
  features,
  statuses,
  datasourceIds,
  selected,
  missing,
  live,
  onExtentChange,
  note,
  missingNote,
}: {
  props: TElementProps<'map'>;
  features: readonly TMapFeature[];
  statuses: readonly string[];
  datasourceIds: readonly string[];
  selected: readonly TMapValueItem[];
  missing: readonly TMapValueItem[];
  live: boolean;
  onExtentChange: (extent: TMapExtent) => void;
  note: ReactNode;
  missingNote: string | null;
}) {
  const { element, field, id, onChange } = props;
  const settings = element.mapSettings ?? {};
  const { hidden, toggle } = useStatusFilter(datasourceIds);
  const { max, shown, markers, selectedIds, full, choose, onMarkerClick } = useMapSelection({
    features,
    hidden,
    selected,
    settings,
    onChange,
  });
  const { center, zoom } = mapView(settings);
  return (
    <FieldFrame element={element} id={id} errors={field.errors} plain>
      <BaseMap
        label={tw('fill.map.mapLabel')}
        center={center}
        zoom={zoom}
        markers={markers}
        onMarkerClick={onMarkerClick}
        onExtentChange={onExtentChange}
      />
      {note}
      <MapStatusFilters settings={settings} statuses={statuses} hidden={hidden} onToggle={toggle} />
      <MapSelectionCount count={selected.length} max={max} />
      {missingNote && (
        <div className={css.missing} role="alert">
          <p className={classes.note}>{missingNote}</p>
          <ul className={css.list}>
            {missing.map((item) => (
              <li key={String(item.id)}>
                <button
                  type="button"
                  className={css.item}
                  aria-pressed
                  onClick={() =>
                    onChange(selected.filter((other) => String(other.id) !== String(item.id)))
                  }
                >
                  {item.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <MapFeatureChooser
        id={id}
        features={shown}
        selectedIds={selectedIds}
        full={full}
        settings={settings}
        live={live}
        onChoose={choose}
      />
    </FieldFrame>
  );
}
