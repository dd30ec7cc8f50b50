import { guestMapStatusesSegment, type TGuestMapData } from '@eform/core/api/guest-maps';
import { MAP_REFRESH_DEBOUNCE_MS, MAP_STATUS_FILTER_DEBOUNCE_MS } from '@eform/core/constants';
import { guestMapDatasourceRef } from '@eform/core/elements';
import { tw } from '@eform/core/messages/fill-widgets';
import { Alert, Button } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { BrandMark } from '../../../../../ui/brand-mark';
import type { TFeatureExtent } from '../../../api/datasource-features-api';
import { guestMapQuery, type TGuestMapTarget } from '../../../api/guest-map-api';
import { BaseMap, mapView } from '../../../maps/components/base-map';
import { guestMapIsLive, guestMapStatusesToAsk } from '../../../maps/lib/guest-map';
import { type TMapValueItem, visibleMapFeatures } from '../../../maps/lib/map-features';
import { MapFeatureChooser } from '../../elements/map/map-feature-chooser';
import { MapStatusFilters } from '../../elements/map/map-status-filters';
import { useMapSelection } from '../../elements/map/use-map-selection';
import { useStatusFilter } from '../../elements/map/use-status-filter';
import classes from '../../renderer/form-renderer.module.css';
import css from './guest-map-page.module.css';
import { GuestMapSelection } from './guest-map-selection';
import { useLocate } from './use-locate';

/** `value` once it stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The public map itself: the features in their status colours (clustered), the status filter
 * remembered per datasource on this device as the map field's, 'Mijn locatie', and the selection
 * up to featuresMaxSelect with its count and the selected features listed; every feature can be
 * chosen from the list by keyboard too.
 */
export function GuestMapView({ target, first }: { target: TGuestMapTarget; first: TGuestMapData }) {
  const settings = first.mapSettings;
  // The map field's key of the datasource (as the element names it), so both share the filter.
  const datasourceKey = guestMapDatasourceRef(settings) ?? String(first.datasource_id);
  const { hidden, toggle } = useStatusFilter([datasourceKey]);
  const live = guestMapIsLive(settings);
  const [extent, setExtent] = useState<TFeatureExtent | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onExtentChange = (next: TFeatureExtent) => {
    if (!live) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setExtent(next), MAP_REFRESH_DEBOUNCE_MS);
  };
  const asked = guestMapStatusesToAsk(first.status_values, hidden, settings);
  const segment = useSettled(
    asked === null ? guestMapStatusesSegment(null) : guestMapStatusesSegment(asked),
    MAP_STATUS_FILTER_DEBOUNCE_MS,
  );
  const answer = useQuery({
    ...guestMapQuery(target, segment, live ? (extent ?? undefined) : undefined),
    enabled: segment !== '',
  });
  const data = answer.data ?? first;
  const features = useMemo(
    () => (segment === '' ? [] : visibleMapFeatures(data.features, datasourceKey, settings)),
    [segment, data, datasourceKey, settings],
  );
  const statuses = useMemo(
    () => [...new Set([...first.status_values, ...features.map((feature) => feature.status)])],
    [first.status_values, features],
  );
  const [selected, setSelected] = useState<TMapValueItem[]>([]);
  const selection = useMapSelection({
    features,
    hidden,
    selected,
    settings,
    onChange: setSelected,
  });
  const located = useLocate();
  const { center, zoom } = mapView(settings);
  return (
    <div className={css.page}>
      <header className={css.header}>
        <div className={css.brand}>
          <BrandMark size={28} />
        </div>
        <div className={css.titles}>
          <h1 className={css.title}>{first.form_name}</h1>
          <p className={css.subtitle}>{first.datasource_name}</p>
        </div>
      </header>
      <main className={css.body}>
        <div className={css.mapArea}>
          <BaseMap
            label={tw('fill.map.mapLabel')}
            center={center}
            zoom={zoom}
            markers={selection.markers}
            position={located.position}
            focus={located.focus}
            onMarkerClick={selection.onMarkerClick}
            onExtentChange={onExtentChange}
          />
        </div>
        <section className={css.panel} aria-label={tw('guestMap.panel')}>
          <div>
            <Button
              variant="light"
              leftSection={<IconCurrentLocation size={18} aria-hidden />}
              loading={located.locating}
              onClick={located.locate}
            >
              {tw('guestMap.locate')}
            </Button>
          </div>
          {located.failed && (
            <Alert color="orange" variant="light" role="alert">
              {tw('gps.locationFailed')}
            </Alert>
          )}
          {answer.isError && (
            <p className={classes.error} role="alert">
              {tw('guestMap.failed')}
            </p>
          )}
          {answer.isFetching && answer.isPlaceholderData && (
            <p className={classes.help} role="status">
              {tw('guestMap.refreshing')}
            </p>
          )}
          <MapStatusFilters
            settings={settings}
            statuses={statuses}
            hidden={hidden}
            onToggle={toggle}
          />
          <GuestMapSelection
            selected={selected}
            max={selection.max}
            showData={settings.showDataColumns === true}
            onDeselect={(item) =>
              setSelected(selected.filter((other) => String(other.id) !== String(item.id)))
            }
          />
          <h2 className={css.heading}>{tw('guestMap.features')}</h2>
          {selection.shown.length === 0 && !answer.isFetching && (
            <p className={classes.help}>{tw('guestMap.noFeatures')}</p>
          )}
          <MapFeatureChooser
            id="guest-map-features"
            features={selection.shown}
            selectedIds={selection.selectedIds}
            full={selection.full}
            settings={settings}
            live={live}
            onChoose={selection.choose}
          />
        </section>
      </main>
    </div>
  );
}
