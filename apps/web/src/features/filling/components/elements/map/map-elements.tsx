import type { TElementProps } from '../element-props';
import { GpsElement } from './gps-element';
import { MapElement } from './map-element';
import { TrackingElement } from './tracking-element';

/**
 * The map, GPS or tracking field, by the element's type: the three share their OpenLayers base
 * map in this one lazily loaded chunk, and the fill path carries one import for them, not three.
 */
export function MapFieldElement(props: TElementProps<'map' | 'gps' | 'tracking'>) {
  switch (props.element.elementType) {
    case 'map':
      return <MapElement {...(props as TElementProps<'map'>)} />;
    case 'gps':
      return <GpsElement {...(props as TElementProps<'gps'>)} />;
    default:
      return <TrackingElement {...(props as TElementProps<'tracking'>)} />;
  }
}
