import {
  MAP_PDOK_ATTRIBUTION,
  MAP_PDOK_TILE_URL,
  MAP_TILE_FALLBACK_ERRORS,
  MAP_TILE_URL,
} from '@eform/core/constants';
import TileLayer from 'ol/layer/Tile';
import OSM from 'ol/source/OSM';
import XYZ from 'ol/source/XYZ';

/**
 * The maps' background: PDOK's BRT Achtergrondkaart, the Dutch government's free base map (WMTS
 * in Web Mercator, served as plain tiles). When its tiles do not load (PDOK down, or blocked on
 * the network) the layer switches to OpenStreetMap. Tiles that load nowhere (offline, tests)
 * leave the background empty; the markers still show.
 */
export function createBaseLayer(): TileLayer {
  const pdok = new XYZ({ url: MAP_PDOK_TILE_URL, attributions: MAP_PDOK_ATTRIBUTION, maxZoom: 19 });
  const layer = new TileLayer({ source: pdok });
  let failed = 0;
  pdok.on('tileloaderror', () => {
    failed += 1;
    if (failed === MAP_TILE_FALLBACK_ERRORS) layer.setSource(new OSM({ url: MAP_TILE_URL }));
  });
  return layer;
}
