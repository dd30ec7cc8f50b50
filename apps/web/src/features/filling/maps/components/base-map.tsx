import {
  MAP_CLUSTER_DISTANCE,
  MAP_CLUSTER_RESOLUTION,
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
import { containsCoordinate } from 'ol/extent';
import Feature, { type FeatureLike } from 'ol/Feature';
import CircleGeometry from 'ol/geom/Circle';
import LineString from 'ol/geom/LineString';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import OlMap from 'ol/Map';
import { fromLonLat, toLonLat, transformExtent } from 'ol/proj';
import Cluster from 'ol/source/Cluster';
import VectorSource from 'ol/source/Vector';
import { Circle as CircleStyle, Fill, Stroke, Style, Text } from 'ol/style';
import View from 'ol/View';
import 'ol/ol.css';
import { useEffect, useRef } from 'react';
import type { TFeatureExtent } from '../../api/datasource-features-api';
import { createBaseLayer } from '../lib/base-layer';
import { clusterRadius, showsLabels } from '../lib/map-features';
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

function clusterStyle(feature: FeatureLike, resolution: number): Style {
  const members = (feature.get('features') as FeatureLike[] | undefined) ?? [];
  const [only] = members;
  if (members.length === 1 && only) return markerStyle(only, resolution);
  const colors = new Set(members.map((member) => member.get('color') as string));
  const [color] = colors;
  // A cluster holding a selected feature is outlined as a selected marker is.
  const selected = members.some((member) => Boolean(member.get('selected')));
  return new Style({
    image: new CircleStyle({
      radius: clusterRadius(members.length),
      fill: new Fill({ color: colors.size === 1 && color ? color : MAP_STROKE_COLOR }),
      stroke: new Stroke({
        color: selected ? SELECTED_STROKE : '#ffffff',
        width: selected ? 3 : 2,
      }),
    }),
    text: new Text({ text: String(members.length), fill: new Fill({ color: '#ffffff' }) }),
  });
}

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
  markers: VectorSource;
  /** The marker features by key, so a new marker list changes only what differs. */
  byKey: Map<string, Feature>;
  /** The layers that draw the markers (one by one, and clustered). */
  markerLayers: VectorLayer[];
  overlay: VectorSource;
}

export function createMap(target: HTMLElement, center: TLonLat, zoom: number): TMapParts {
  const markers = new VectorSource();
  const overlay = new VectorSource();
  const markerLayers = [
    new VectorLayer({ source: markers, style: markerStyle, maxResolution: MAP_CLUSTER_RESOLUTION }),
    new VectorLayer({
      source: new Cluster({ source: markers, distance: MAP_CLUSTER_DISTANCE }),
      style: clusterStyle,
      minResolution: MAP_CLUSTER_RESOLUTION,
    }),
  ];
  const map = new OlMap({
    target,
    controls: defaultControls({ rotate: false }),
    layers: [
      createBaseLayer(),
      ...markerLayers,
      new VectorLayer({ source: overlay, style: positionStyle }),
    ],
    view: new View({
      center: fromLonLat([center.lon, center.lat]),
      zoom,
      minZoom: MAP_MIN_ZOOM,
      maxZoom: MAP_MAX_ZOOM,
    }),
  });
  return { map, markers, byKey: new Map(), markerLayers, overlay };
}

function markerFeature(marker: TBaseMapMarker): Feature {
  return new Feature({
    geometry: new Point(fromLonLat([marker.lon, marker.lat])),
    key: marker.key,
    lon: marker.lon,
    lat: marker.lat,
    color: marker.color,
    label: marker.label,
    selected: marker.selected,
  });
}

const LOOKS = ['color', 'label', 'selected'] as const;

/**
 * Brings the marker features in line with `markers`. Features that come or go are added or
 * removed (the clusters are recomputed); a marker that only looks different (selected, another
 * colour) has its feature changed silently and the layers redrawn, so a selection on a map of
 * 100,000 features does not rebuild them all and cluster them again.
 */
export function syncMarkers(parts: TMapParts, markers: readonly TBaseMapMarker[]): void {
  const { byKey } = parts;
  const wanted = new Map(markers.map((marker) => [marker.key, marker]));
  const gone: Feature[] = [];
  for (const [key, feature] of byKey) {
    const marker = wanted.get(key);
    if (!marker || marker.lon !== feature.get('lon') || marker.lat !== feature.get('lat')) {
      gone.push(feature);
      byKey.delete(key);
    }
  }
  const added: Feature[] = [];
  let restyled = false;
  for (const marker of wanted.values()) {
    const feature = byKey.get(marker.key);
    if (!feature) {
      const created = markerFeature(marker);
      byKey.set(marker.key, created);
      added.push(created);
      continue;
    }
    for (const look of LOOKS) {
      if (feature.get(look) !== marker[look]) {
        feature.set(look, marker[look], true);
        restyled = true;
      }
    }
  }
  if (gone.length > 0) parts.markers.removeFeatures(gone);
  if (added.length > 0) parts.markers.addFeatures(added);
  if (restyled) for (const layer of parts.markerLayers) layer.changed();
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
  const { center, zoom, markers, position, focus, line, label, keepInView } = props;

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
      const members = (hit?.get('features') as Feature[] | undefined) ?? (hit ? [hit] : []);
      const [only] = members;
      if (members.length === 1 && only) {
        latest.current.onMarkerClick?.(only.get('key') as string);
      } else if (members.length > 1) {
        const extent = new VectorSource({ features: members }).getExtent();
        if (extent) parts.map.getView().fit(extent, { padding: [40, 40, 40, 40], duration: 250 });
      } else {
        const [lon, lat] = toLonLat(event.coordinate) as [number, number];
        latest.current.onMapClick?.({ lon, lat });
      }
    });
    parts.map.on('moveend', () => {
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
    if (line && line.length > 1) {
      parts.overlay.addFeature(
        new Feature(new LineString(line.map((point) => fromLonLat([point.lon, point.lat])))),
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
  }, [position, line]);

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
      className={css.map}
      role="application"
      aria-label={label}
      // The map pans and zooms with the keyboard (arrows, + and -) once it has the focus.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: OpenLayers' keyboard interactions need it
      tabIndex={0}
    />
  );
}
