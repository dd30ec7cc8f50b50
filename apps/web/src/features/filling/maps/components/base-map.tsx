import {
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  MAP_LOCATE_ZOOM,
  MAP_MAX_ABS_LAT,
  MAP_MAX_ABS_LON,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  MAP_STROKE_COLOR,
} from '@eform/core/constants';
import type { TMapSettings } from '@eform/core/elements';
import { defaults as defaultControls } from 'ol/control/defaults';
import { buffer, containsCoordinate } from 'ol/extent';
import Feature, { type FeatureLike } from 'ol/Feature';
import CircleGeometry from 'ol/geom/Circle';
import LineString from 'ol/geom/LineString';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import OlMap from 'ol/Map';
import { fromLonLat, toLonLat, transformExtent } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { Circle as CircleStyle, Fill, Stroke, Style, Text } from 'ol/style';
import View from 'ol/View';
import 'ol/ol.css';
import { useEffect, useRef } from 'react';
import type { TFeatureExtent } from '../../api/datasource-features-api';
import { createBaseLayer } from '../lib/base-layer';
import { clusterRadius, showsLabels } from '../lib/map-features';
import {
  buildMarkerIndex,
  expansionZoom,
  keepsIndex,
  MIXED_COLORS,
  shownItems,
  type TMarkerIndex,
} from '../lib/marker-clusters';
import css from './base-map.module.css';

/** A point on the map (WGS84). */
export interface TLonLat {
  lon: number;
  lat: number;
}

/** A datasource feature as a marker. */
export interface TBaseMapMarker extends TLonLat {
  key: string;
  color: string;
  label: string;
  selected: boolean;
}

/** The visible part of the map in WGS84, as GET api/datasource/{id} takes a live extent. */
export type TMapExtent = TFeatureExtent;

export interface TBaseMapProps {
  /** The map's accessible name. */
  label: string;
  center: TLonLat;
  zoom: number;
  markers?: readonly TBaseMapMarker[];
  /** The measured (or placed) position, with its accuracy circle in metres. */
  position?: (TLonLat & { accuracy?: number }) | null;
  /** A new object moves the map there at the locate zoom (18). */
  focus?: TLonLat | null;
  /** The map pans to the position whenever it leaves the visible part (GPS, tracking). */
  keepInView?: boolean;
  /** A track, as a line. */
  line?: readonly TLonLat[];
  /** More tracks, each a line (the registrations' map). */
  lines?: readonly (readonly TLonLat[])[];
  /** A class for the map's box (its height), instead of the element's 300 px. */
  className?: string;
  onMarkerClick?: (key: string) => void;
  /** A click beside the markers. */
  onMapClick?: (at: TLonLat) => void;
  /** After each move: the visible extent. */
  onExtentChange?: (extent: TMapExtent) => void;
}

/** The map's starting view: the element's centre and zoom. */
export function mapView(settings: TMapSettings | undefined) {
  return {
    center: {
      lon: Number(settings?.center?.lon ?? MAP_DEFAULT_CENTER.lon),
      lat: Number(settings?.center?.lat ?? MAP_DEFAULT_CENTER.lat),
    },
    zoom: Number(settings?.zoomlevel ?? MAP_DEFAULT_ZOOM),
  };
}

const SINGLE_RADIUS = 8;
const SELECTED_RADIUS = 11;
const SELECTED_STROKE = '#1a1a1a';

const clamp = (n: number, limit: number) => Math.max(-limit, Math.min(limit, n));

function markerStyle(feature: FeatureLike, resolution: number): Style {
  const selected = Boolean(feature.get('selected'));
  return new Style({
    image: new CircleStyle({
      radius: selected ? SELECTED_RADIUS : SINGLE_RADIUS,
      fill: new Fill({ color: feature.get('color') as string }),
      stroke: new Stroke({
        color: selected ? SELECTED_STROKE : MAP_STROKE_COLOR,
        width: selected ? 4 : 2,
      }),
    }),
    text: showsLabels(resolution)
      ? new Text({
          text: feature.get('label') as string,
          offsetY: -18,
          font: '12px sans-serif',
          fill: new Fill({ color: '#1a1a1a' }),
          stroke: new Stroke({ color: '#ffffff', width: 3 }),
        })
      : undefined,
  });
}

function clusterStyle(feature: FeatureLike): Style {
  const count = feature.get('count') as number;
  const color = feature.get('color') as string;
  return new Style({
    image: new CircleStyle({
      radius: clusterRadius(count),
      fill: new Fill({ color: color === MIXED_COLORS ? MAP_STROKE_COLOR : color }),
      stroke: new Stroke({ color: '#ffffff', width: 2 }),
    }),
    text: new Text({ text: String(count), fill: new Fill({ color: '#ffffff' }) }),
  });
}

const shownStyle = (feature: FeatureLike, resolution: number) =>
  feature.get('count') === undefined ? markerStyle(feature, resolution) : clusterStyle(feature);

const positionStyle = new Style({
  image: new CircleStyle({
    radius: 7,
    fill: new Fill({ color: '#1c5fa8' }),
    stroke: new Stroke({ color: '#ffffff', width: 2 }),
  }),
  fill: new Fill({ color: 'rgba(28, 95, 168, 0.15)' }),
  stroke: new Stroke({ color: '#1c5fa8', width: 3 }),
});

/** The layers the props feed; created once per map. */
interface TMapParts {
  map: OlMap;
  /** The markers clustered per zoom level; null before the first list. */
  index: TMarkerIndex<TBaseMapMarker> | null;
  /** What the view shows of the index: its clusters and single markers (not the selected). */
  shown: VectorSource;
  /** The selected markers, always drawn alone and on top, also where the others cluster. */
  selected: VectorSource;
  overlay: VectorSource;
}

export function createMap(target: HTMLElement, center: TLonLat, zoom: number): TMapParts {
  const shown = new VectorSource();
  const selected = new VectorSource();
  const overlay = new VectorSource();
  const map = new OlMap({
    target,
    controls: defaultControls({ rotate: false }),
    layers: [
      createBaseLayer(),
      new VectorLayer({ source: shown, style: shownStyle }),
      new VectorLayer({ source: selected, style: markerStyle }),
      new VectorLayer({ source: overlay, style: positionStyle }),
    ],
    view: new View({
      center: fromLonLat([center.lon, center.lat]),
      zoom,
      minZoom: MAP_MIN_ZOOM,
      maxZoom: MAP_MAX_ZOOM,
    }),
  });
  return { map, index: null, shown, selected, overlay };
}

function markerFeature(marker: TBaseMapMarker): Feature {
  return new Feature({
    geometry: new Point(fromLonLat([marker.lon, marker.lat])),
    key: marker.key,
    color: marker.color,
    label: marker.label,
    selected: marker.selected,
  });
}

/**
 * Brings the map in line with `markers`. Markers that come, go, move or change colour cluster
 * again (one pass over the list); a marker only (de)selected or renamed keeps the clusters, so a
 * selection on a map of 100,000 features does not cluster them all again.
 */
export function syncMarkers(parts: TMapParts, markers: readonly TBaseMapMarker[]): void {
  if (keepsIndex(parts.index, markers)) {
    parts.index = { ...(parts.index as TMarkerIndex<TBaseMapMarker>), list: markers };
  } else {
    parts.index = markers.length > 0 ? buildMarkerIndex(markers) : null;
  }
  parts.selected.clear(true);
  parts.selected.addFeatures(markers.filter((marker) => marker.selected).map(markerFeature));
  showView(parts);
}

/** A view's worth of map on each side of it is drawn too, so a pan shows no empty edge. */
const DRAWN_AROUND_VIEW = 1;

/** Draws the clusters and single markers of the view (and around it) at its zoom level. */
function showView(parts: TMapParts): void {
  const { map, index } = parts;
  const view = map.getView();
  const size = map.getSize();
  const resolution = view.getResolution();
  const features: Feature[] = [];
  if (index && size && resolution !== undefined) {
    const drawn = buffer(
      view.calculateExtent(size),
      Math.max(size[0] ?? 0, size[1] ?? 0) * resolution * DRAWN_AROUND_VIEW,
    );
    const [west, south, east, north] = transformExtent(drawn, 'EPSG:3857', 'EPSG:4326') as [
      number,
      number,
      number,
      number,
    ];
    const bbox: [number, number, number, number] = [
      Math.max(west, -MAP_MAX_ABS_LON),
      south,
      Math.min(east, MAP_MAX_ABS_LON),
      north,
    ];
    const zoom = view.getZoomForResolution(resolution) ?? MAP_MIN_ZOOM;
    for (const item of shownItems(index, bbox, resolution, zoom)) {
      if (item.kind === 'cluster') {
        features.push(
          new Feature({
            geometry: new Point(fromLonLat([item.lon, item.lat])),
            clusterId: item.id,
            count: item.count,
            color: item.color,
          }),
        );
        continue;
      }
      const marker = index.list[item.index];
      if (marker && !marker.selected) features.push(markerFeature(marker));
    }
  }
  parts.shown.clear(true);
  parts.shown.addFeatures(features);
}

/** The extent of the view in WGS84, within the ranges the API takes. */
function viewExtent(map: OlMap): TMapExtent | null {
  const size = map.getSize();
  if (!size) return null;
  const [left, bottom, right, top] = transformExtent(
    map.getView().calculateExtent(size),
    'EPSG:3857',
    'EPSG:4326',
  ) as [number, number, number, number];
  return {
    left: clamp(left, MAP_MAX_ABS_LON),
    top: clamp(top, MAP_MAX_ABS_LAT),
    right: clamp(right, MAP_MAX_ABS_LON),
    bottom: clamp(bottom, MAP_MAX_ABS_LAT),
  };
}

/**
 * The map of the map, GPS and tracking elements (OpenLayers on PDOK's base map): markers
 * coloured by status, clustered from resolution 3 on, labelled below 2; a position with its
 * accuracy; a track line. Loaded with those elements only: forms without them never load it.
 */
export function BaseMap(props: TBaseMapProps) {
  const targetRef = useRef<HTMLDivElement>(null);
  const partsRef = useRef<TMapParts | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const { center, zoom, markers, position, focus, line, lines, label, keepInView } = props;

  // Once: the map. Later centre/zoom changes of the settings do not move what the filler moved.
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once per element
  useEffect(() => {
    if (!targetRef.current) return;
    const parts = createMap(targetRef.current, center, zoom);
    partsRef.current = parts;
    parts.map.on('singleclick', (event) => {
      const hit = parts.map.forEachFeatureAtPixel(event.pixel, (feature) => feature, {
        hitTolerance: 6,
        layerFilter: (layer) => layer.getSource() !== parts.overlay,
      });
      const clusterId = hit?.get('clusterId') as number | undefined;
      if (hit && clusterId !== undefined && parts.index) {
        // A cluster opens: the map zooms in on it to where it falls apart.
        const geometry = hit.getGeometry() as Point;
        parts.map.getView().animate({
          center: geometry.getCoordinates(),
          zoom: expansionZoom(parts.index, clusterId),
          duration: 250,
        });
      } else if (hit) {
        latest.current.onMarkerClick?.(hit.get('key') as string);
      } else {
        const [lon, lat] = toLonLat(event.coordinate) as [number, number];
        latest.current.onMapClick?.({ lon, lat });
      }
    });
    parts.map.on('moveend', () => {
      showView(parts);
      const extent = viewExtent(parts.map);
      if (extent) latest.current.onExtentChange?.(extent);
    });
    return () => {
      parts.map.setTarget(undefined);
      partsRef.current = null;
    };
  }, []);

  useEffect(() => {
    const parts = partsRef.current;
    if (parts) syncMarkers(parts, markers ?? []);
  }, [markers]);

  useEffect(() => {
    const parts = partsRef.current;
    if (!parts) return;
    parts.overlay.clear();
    for (const track of [...(lines ?? []), ...(line ? [line] : [])]) {
      if (track.length < 2) continue;
      parts.overlay.addFeature(
        new Feature(new LineString(track.map((point) => fromLonLat([point.lon, point.lat])))),
      );
    }
    if (position) {
      const at = fromLonLat([position.lon, position.lat]);
      if (position.accuracy) {
        // Web Mercator stretches distances by 1/cos(latitude).
        const radius = position.accuracy / Math.cos((position.lat * Math.PI) / 180);
        parts.overlay.addFeature(new Feature(new CircleGeometry(at, radius)));
      }
      parts.overlay.addFeature(new Feature(new Point(at)));
    }
  }, [position, line, lines]);

  useEffect(() => {
    const view = partsRef.current?.map.getView();
    const size = partsRef.current?.map.getSize();
    if (!keepInView || !position || !view || !size) return;
    const at = fromLonLat([position.lon, position.lat]);
    // Inside a margin of a tenth of the view, so the marker is never at the very edge.
    const [minX, minY, maxX, maxY] = view.calculateExtent(size) as [number, number, number, number];
    const margin = (maxX - minX) * 0.1;
    const visible = [minX + margin, minY + margin, maxX - margin, maxY - margin];
    if (!containsCoordinate(visible, at)) view.animate({ center: at, duration: 300 });
  }, [position, keepInView]);

  useEffect(() => {
    if (!focus) return;
    partsRef.current?.map.getView().animate({
      center: fromLonLat([focus.lon, focus.lat]),
      zoom: MAP_LOCATE_ZOOM,
      duration: 300,
    });
  }, [focus]);

  return (
    <div
      ref={targetRef}
      className={props.className ? `${css.map} ${props.className}` : css.map}
      role="application"
      aria-label={label}
      // The map pans and zooms with the keyboard (arrows, + and -) once it has the focus.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: OpenLayers' keyboard interactions need it
      tabIndex={0}
    />
  );
}
