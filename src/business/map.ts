/**
 * The Québec map of the contact page, as the map island needs it: view, marker sizes and outline.
 * Data only (the words are in locales/fr/map.json and locales/en/map.json); no company fact, so none ships in the map's chunk
 * (docs/decisions/0012-browser-and-server-code.md). The places are in `cities.ts`.
 */
export type CityType = 'headquarters' | 'capital' | 'metropolis' | 'city';

export type City = { id: string; name: string; position: [number, number]; type: CityType; population: number };

export const mapView = {
  center: [45.5, -73.57] as [number, number],
  zoom: 7,
  minZoom: 4,
  maxZoom: 12,
  /** Radius of the service circle around Montréal, in metres. */
  radiusMeters: 150_000,
  /** South-west and north-east corners the map cannot be panned past: Québec with a margin. */
  bounds: [
    [40, -84],
    [64, -54],
  ] as [[number, number], [number, number]],
  /** Where the browser asks for tiles: the site itself (docs/decisions/0011-map-tiles.md). */
  tilePath: '/map-tiles/{z}/{x}/{y}.png',
};

/** Marker diameters in pixels, by type. */
export const markerSize: Record<CityType, number> = { headquarters: 32, capital: 24, metropolis: 20, city: 16 };

/**
 * A simplified outline of the province (latitude, longitude), clockwise from the Ontario–New York
 * corner on the St. Lawrence: the 45th parallel, Maine, New Brunswick, the Gaspé Peninsula, the
 * Lower North Shore, Labrador, Ungava Bay, Hudson Strait, Hudson and James bays, then Ontario and
 * the Ottawa River. An approximation for a sketch, not a legal boundary.
 */
export const quebecOutline: [number, number][] = [
  [45.0, -74.68],
  [45.01, -74.2],
  [45.01, -73.6],
  [45.01, -73.0],
  [45.01, -72.5],
  [45.01, -71.9],
  [45.01, -71.5],
  [45.25, -71.4],
  [45.3, -71.08],
  [45.6, -70.7],
  [45.95, -70.3],
  [46.2, -70.25],
  [46.4, -70.05],
  [46.7, -69.99],
  [47.0, -69.6],
  [47.45, -69.22],
  [47.46, -69.05],
  [47.8, -68.4],
  [47.92, -68.0],
  [47.95, -67.2],
  [48.0, -66.7],
  [48.05, -66.0],
  [48.1, -65.5],
  [48.3, -64.7],
  [48.6, -64.2],
  [48.85, -64.2],
  [49.1, -64.4],
  [49.2, -65.3],
  [49.3, -65.9],
  [49.1, -64.0],
  [49.2, -62.0],
  [49.7, -61.7],
  [50.2, -61.8],
  [50.25, -60.5],
  [50.4, -59.5],
  [50.7, -58.8],
  [51.2, -58.0],
  [51.43, -57.11],
  [52.0, -57.1],
  [52.0, -59.0],
  [52.0, -61.0],
  [52.0, -63.7],
  [52.6, -64.2],
  [52.5, -65.2],
  [52.7, -66.3],
  [52.6, -67.2],
  [53.3, -67.4],
  [54.0, -67.3],
  [54.5, -66.7],
  [55.0, -66.9],
  [55.4, -67.3],
  [55.9, -66.6],
  [56.5, -66.1],
  [57.2, -65.3],
  [58.0, -64.6],
  [58.8, -63.9],
  [59.5, -63.9],
  [60.3, -64.6],
  [60.1, -65.1],
  [59.6, -65.6],
  [58.7, -66.0],
  [58.3, -67.4],
  [58.1, -68.4],
  [58.7, -69.3],
  [59.3, -69.6],
  [60.0, -70.0],
  [61.05, -69.6],
  [61.5, -71.5],
  [61.6, -71.95],
  [62.2, -75.6],
  [62.42, -77.9],
  [61.6, -78.1],
  [60.8, -78.2],
  [60.04, -77.28],
  [59.0, -77.6],
  [58.45, -78.1],
  [57.6, -77.0],
  [56.55, -76.55],
  [55.28, -77.75],
  [54.6, -79.2],
  [53.8, -78.9],
  [53.0, -78.85],
  [52.2, -78.55],
  [51.5, -78.8],
  [51.3, -79.3],
  [51.4, -79.52],
  [50.0, -79.52],
  [48.0, -79.52],
  [47.3, -79.45],
  [46.72, -79.1],
  [46.31, -78.7],
  [46.2, -77.6],
  [45.8, -77.1],
  [45.45, -75.7],
  [45.55, -75.0],
  [45.55, -74.38],
];
