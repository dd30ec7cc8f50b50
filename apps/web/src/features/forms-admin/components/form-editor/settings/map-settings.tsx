import type { TElementOf, TSettingsProps } from './settings-props';

/** The map element's settings (doc 2 §3 mapSettings, §5). Filled in by the map/search work. */
export function MapSettings(_props: TSettingsProps<TElementOf<'map'>>) {
  return null;
}

/** The search element's settings (doc 2 §3 searchSettings, §5). */
export function SearchSettings(_props: TSettingsProps<TElementOf<'search'>>) {
  return null;
}

/** The gps element's settings (minAccuracy, doc 2 §5). */
export function GpsSettings(_props: TSettingsProps<TElementOf<'gps'>>) {
  return null;
}

/** The tracking element's settings. */
export function TrackingSettings(_props: TSettingsProps<TElementOf<'tracking'>>) {
  return null;
}
