import type { TBaseMapProps } from './base-map';

/**
 * A stand-in for the OpenLayers map in jsdom (no canvas): each marker a button, a 'map click'
 * button at a fixed place, the position and the track as text, and the extent reported once.
 */
export function FakeBaseMap(props: TBaseMapProps) {
  return (
    <div data-testid="map" title={props.label}>
      {(props.markers ?? []).map((marker) => (
        <button
          key={marker.key}
          type="button"
          data-testid={`marker-${marker.key}`}
          data-color={marker.color}
          data-selected={marker.selected}
          onClick={() => props.onMarkerClick?.(marker.key)}
        >
          {marker.label}
        </button>
      ))}
      <button
        type="button"
        data-testid="map-click"
        onClick={() => props.onMapClick?.({ lon: 4.5, lat: 51.5 })}
      >
        klik
      </button>
      <span data-testid="position">
        {props.position ? `${props.position.lat},${props.position.lon}` : ''}
      </span>
      <span data-testid="line">{props.line?.length ?? 0}</span>
      <button
        type="button"
        data-testid="move"
        onClick={() => props.onExtentChange?.({ left: 5, top: 53, right: 6, bottom: 52 })}
      >
        beweeg
      </button>
    </div>
  );
}
