import type { CityType } from '../../src/business/map';

/** What the server hands the map island: its texts, the places, and the Leaflet stylesheet's URL. */
export type MapPlace = {
  id: string;
  name: string;
  type: CityType;
  typeLabel: string;
  position: [number, number];
  description: string;
  population: string;
};

export type QuebecMapProps = {
  title: string;
  label: string;
  loading: string;
  keyboardHint: string;
  listTitle: string;
  address: string;
  company: { name: string; location: string; tagline: string; email: string; hours: string; position: [number, number] };
  places: MapPlace[];
  legend: { title: string; outline: string; circle: string; types: { type: CityType; label: string }[] };
  controls: { zoomIn: string; zoomOut: string; closePopup: string };
  tiles: { attribution: string };
  leafletCss: string;
};
