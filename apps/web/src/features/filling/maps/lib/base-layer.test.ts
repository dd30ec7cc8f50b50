import { MAP_PDOK_TILE_URL, MAP_TILE_FALLBACK_ERRORS, MAP_TILE_URL } from '@eform/core/constants';
import OSM from 'ol/source/OSM';
import XYZ from 'ol/source/XYZ';
import { describe, expect, it } from 'vitest';
import { createBaseLayer } from './base-layer';

const urlOf = (source: unknown) => (source as XYZ).getUrls()?.[0];

describe('the maps’ background', () => {
  it('is PDOK’s BRT Achtergrondkaart in Web Mercator, with Kadaster’s attribution', () => {
    const source = createBaseLayer().getSource();
    expect(source).toBeInstanceOf(XYZ);
    expect(urlOf(source)).toBe(MAP_PDOK_TILE_URL);
    expect(MAP_PDOK_TILE_URL).toBe(
      'https://service.pdok.nl/brt/achtergrondkaart/wmts/v2_0/standaard/EPSG:3857/{z}/{x}/{y}.png',
    );
  });

  it('switches to OpenStreetMap once PDOK’s tiles fail to load, not at the first failure', () => {
    const layer = createBaseLayer();
    const pdok = layer.getSource();
    for (let i = 1; i < MAP_TILE_FALLBACK_ERRORS; i++) pdok?.dispatchEvent('tileloaderror');
    expect(layer.getSource()).toBe(pdok);
    pdok?.dispatchEvent('tileloaderror');
    expect(layer.getSource()).toBeInstanceOf(OSM);
    expect(urlOf(layer.getSource())).toBe(MAP_TILE_URL);
  });
});
