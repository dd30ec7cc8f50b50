/** Default map centre (WGS84). */
export const MAP_DEFAULT_CENTER = { lon: 5.3873, lat: 52.1552 } as const;
/**
 * Where the maps' background tiles come from by default: PDOK's BRT Achtergrondkaart (Kadaster,
 * the Dutch government's free base map), WMTS in EPSG:3857. The CSP allows its images.
 */
export const MAP_PDOK_ORIGIN = 'https://service.pdok.nl';
/** The tile URL template of PDOK's BRT Achtergrondkaart ('standaard' style, Web Mercator). */
export const MAP_PDOK_TILE_URL = `${MAP_PDOK_ORIGIN}/brt/achtergrondkaart/wmts/v2_0/standaard/EPSG:3857/{z}/{x}/{y}.png`;
/** The attribution PDOK asks for its base map. */
export const MAP_PDOK_ATTRIBUTION =
  'Kaartgegevens &copy; <a href="https://www.kadaster.nl">Kadaster</a>';
/** The fallback background (OpenStreetMap); the CSP allows its images too. */
export const MAP_TILE_ORIGIN = 'https://tile.openstreetmap.org';
/** The tile URL template of the fallback background. */
export const MAP_TILE_URL = `${MAP_TILE_ORIGIN}/{z}/{x}/{y}.png`;
/** After this many background tiles that did not load, a map switches to the fallback. */
export const MAP_TILE_FALLBACK_ERRORS = 3;
/** Default map zoom level. */
export const MAP_DEFAULT_ZOOM = 7;
/** Lowest zoom level a map element may use. */
export const MAP_MIN_ZOOM = 1;
/** Highest zoom level a map element may use. */
export const MAP_MAX_ZOOM = 19;
/** Zoom level after locating the user. */
export const MAP_LOCATE_ZOOM = 18;
/** Absolute latitude limit of a map centre. */
export const MAP_MAX_ABS_LAT = 90;
/** Absolute longitude limit of a map centre. */
export const MAP_MAX_ABS_LON = 180;
/** Cluster distance in px. */
export const MAP_CLUSTER_DISTANCE = 40;
/** Single features show below this resolution, clusters at and above it. */
export const MAP_CLUSTER_RESOLUTION = 3;
/** Feature labels show below this resolution. */
export const MAP_LABEL_RESOLUTION = 2;
/** Smallest marker radius in px. */
export const MAP_MARKER_RADIUS_MIN = 5;
/** Largest marker radius in px. */
export const MAP_MARKER_RADIUS_MAX = 16;
/** Colour of features with status open. */
export const MAP_STATUS_COLOR_OPEN = '#3399CC';
/** Colour of features with status closed. */
export const MAP_STATUS_COLOR_CLOSED = '#e20000';
/** Colour of features whose status has no style. */
export const MAP_FALLBACK_FEATURE_COLOR = 'green';
/** Default stroke colour of map features and tracks. */
export const MAP_STROKE_COLOR = '#3eaf7c';
/** Default status styles of a new map element. */
export const MAP_DEFAULT_FEATURE_STYLES = [
  { status: 'open', color: MAP_STATUS_COLOR_OPEN },
  { status: 'closed', color: MAP_STATUS_COLOR_CLOSED },
] as const;
/** Status value standing for "no status" ('Geen status'). */
export const MAP_NO_STATUS = '_none';
/** Default featuresMaxSelect of a map element and guest map. */
export const DEFAULT_FEATURES_MAX_SELECT = 1;

/** Default GPS minAccuracy in metres. */
export const GPS_DEFAULT_MIN_ACCURACY = 25;
/** Lowest minAccuracy in metres the editor slider allows. */
export const GPS_MIN_ACCURACY_MIN = 0;
/** Highest minAccuracy in metres the editor slider allows. */
export const GPS_MIN_ACCURACY_MAX = 200;
/**
 * A search datasource with at most this many items is answered whole to format=search (and kept
 * on the device for offline use); a larger one is searched on the server while online.
 */
export const SEARCH_OFFLINE_LIMIT = 20_000;
/** A search on the server answers the first this many matches by name. */
export const SEARCH_RESULTS_LIMIT = 50;
/** Longest search query the server takes. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Width of the location QR code's PNG in px (doc 1 §7: QR 250 px; shown 400 px wide). */
export const LOCATION_QR_SIZE = 250;
/** The Google Maps link a location QR code holds (doc 1 §7 api/qr/location-to-google-maps). */
export function googleMapsLink(lat: number, lon: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lon}`;
}
/**
 * The most features one map read answers (the first by name): a map of 100,000 preloaded
 * features stays interactive on a phone; a larger layer loads live, by the visible extent.
 */
export const MAP_FEATURES_MAX = 100_000;
