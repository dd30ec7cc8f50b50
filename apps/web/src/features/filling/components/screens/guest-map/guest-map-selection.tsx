import { tw } from '@eform/core/messages/fill-widgets';
import { CloseButton, Group } from '@mantine/core';
import type { TMapValueItem } from '../../../maps/lib/map-features';
import dataCss from '../../elements/map/map-element.module.css';
import { mapDataLine } from '../../elements/map/map-feature-chooser';
import { MapSelectionCount } from '../../elements/map/map-selection-count';
import classes from '../../renderer/form-renderer.module.css';
import css from './guest-map-page.module.css';

/**
 * What the visitor selected on a public map: the count 'x / max' and each selected feature's
 * name (with its data columns when the element shows them), each with a button to deselect it.
 */
export function GuestMapSelection({
  selected,
  max,
  showData,
  onDeselect,
}: {
  selected: readonly TMapValueItem[];
  max: number;
  showData: boolean;
  onDeselect: (item: TMapValueItem) => void;
}) {
  return (
    <section aria-labelledby="guest-map-selected">
      <Group justify="space-between" align="baseline" mb={4}>
        <h2 id="guest-map-selected" className={css.heading}>
          {tw('guestMap.selected')}
        </h2>
        <MapSelectionCount count={selected.length} max={max} />
      </Group>
      {selected.length === 0 ? (
        <p className={classes.help}>{tw('guestMap.noneSelected')}</p>
      ) : (
        <ul className={css.selected}>
          {selected.map((item) => (
            <li key={String(item.id)} className={css.selectedItem}>
              <span className={dataCss.name}>
                {item.name}
                {showData && Object.keys(item.data).length > 0 && (
                  <span className={dataCss.data}>{mapDataLine(item.data)}</span>
                )}
              </span>
              <CloseButton
                size="sm"
                aria-label={tw('guestMap.deselect', { name: item.name })}
                onClick={() => onDeselect(item)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
