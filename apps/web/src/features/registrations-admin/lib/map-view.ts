import {
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
} from '@eform/core/constants';

/** Colours of the legend's entries, in order (distinct on a base map, and for most colour vision). */
export const LEGEND_COLORS = [
  '#1f77b4',
  '#e6550d',
  '#6a3d9a',
  '#c51b7d',
  '#2ca02c',
  '#8c564b',
  '#17becf',
  '#bcbd22',
  '#393b79',
  '#d62728',
] as const;

/** The colour of legend entry `index` (the palette repeats past its end). */
export function legendColor(index: number): string {
  return LEGEND_COLORS[index % LEGEND_COLORS.length] ?? LEGEND_COLORS[0];
}

// What the view fits the points into: about the map's box on a laptop, in 256-pixel tiles.
const FIT_WIDTH_TILES = 3;
const FIT_HEIGHT_TILES = 1.8;
/** A single point (or a tight group) is shown at street level, not at the base map's deepest. */
const FIT_MAX_ZOOM = 16;

/**
 * The centre and zoom that show every point of `coords` (flat lon, lat pairs): the middle of
 * their box, at the deepest zoom whose view still holds it. Without points: the default view.
 */
export function fitView(coords: readonly number[]): {
  center: { lon: number; lat: number };
  zoom: number;
} {
  if (coords.length < 2) return { center: { ...MAP_DEFAULT_CENTER }, zoom: MAP_DEFAULT_ZOOM };
  let west = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  let south = Number.POSITIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  for (let i = 0; i + 1 < coords.length; i += 2) {
    const lon = coords[i] as number;
    const lat = coords[i + 1] as number;
    if (lon < west) west = lon;
    if (lon > east) east = lon;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  // Latitude in Web Mercator's y (radians), which is what the zoom scales.
  const y = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  const lonZoom = Math.log2((360 * FIT_WIDTH_TILES) / Math.max(east - west, 1e-9));
  const latZoom = Math.log2((2 * Math.PI * FIT_HEIGHT_TILES) / Math.max(y(north) - y(south), 1e-9));
  const zoom = Math.max(MAP_MIN_ZOOM, Math.min(FIT_MAX_ZOOM, MAP_MAX_ZOOM, lonZoom, latZoom));
  return {
    center: { lon: (west + east) / 2, lat: (south + north) / 2 },
    zoom: Math.floor(zoom),
  };
}
