import { MAP_NO_STATUS } from '@eform/core/constants';
import type { TMapSettings } from '@eform/core/elements';
import { tw } from '@eform/core/messages/fill-widgets';
import { Chip, Group } from '@mantine/core';
import { statusColor } from '../../../maps/lib/map-features';
import classes from '../../renderer/form-renderer.module.css';
import css from './map-element.module.css';

const statusLabel = (status: string) => (status === MAP_NO_STATUS ? tw('map.noStatus') : status);

/**
 * The status filter of a map (doc 3 'Map behaviour'): a chip per status in its colour, on while
 * the status shows. Only with show_status_filters; shared by the map field and the public map.
 */
export function MapStatusFilters({
  settings,
  statuses,
  hidden,
  onToggle,
}: {
  settings: TMapSettings;
  statuses: readonly string[];
  hidden: ReadonlySet<string>;
  onToggle: (status: string) => void;
}) {
  if (!settings.show_status_filters || statuses.length === 0) return null;
  return (
    <fieldset className={css.filters}>
      <legend className={classes.help}>{tw('fill.map.statusFilter')}</legend>
      <Group gap={6}>
        {statuses.map((status) => (
          <Chip
            key={status}
            size="xs"
            checked={!hidden.has(status)}
            onChange={() => onToggle(status)}
            color={statusColor(status, settings)}
          >
            {statusLabel(status)}
          </Chip>
        ))}
      </Group>
    </fieldset>
  );
}
