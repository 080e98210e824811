import type * as Leaflet from 'leaflet';
import { markerSize, mapView, quebecOutline, type CityType } from '../../src/business/map';

export type MapMarker = { position: [number, number]; type: CityType; name: string; popup: HTMLElement; front?: boolean };

export type MapSettings = {
  markers: MapMarker[];
  controls: { zoomIn: string; zoomOut: string; closePopup: string };
  attribution: string;
};

/** Leaflet's stylesheet, added once, before the map is built (its layout depends on it). */
export function loadStylesheet(url: string): Promise<void> {
  if (document.querySelector(`link[href="${url}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = url;
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

/**
 * A popup opened from the keyboard takes the focus and gives it back to its marker when it
 * closes; its close button gets a name; Escape closes it wherever the focus is inside it
 * (Leaflet only listens on the map itself).
 */
function keyboardPopups(map: Leaflet.Map, marker: Leaflet.Marker, closeLabel: string) {
  marker.on('popupopen', (event: Leaflet.PopupEvent) => {
    const popup = event.popup.getElement();
    popup?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', closeLabel);
    popup?.addEventListener('keydown', (key) => key.key === 'Escape' && map.closePopup());
    const content = popup?.querySelector<HTMLElement>('.leaflet-popup-content');
    const source = marker.getElement();
    if (content && source && document.activeElement === source) {
      content.tabIndex = -1;
      content.focus({ preventScroll: true });
      event.popup.once('remove', () => source.isConnected && source.focus({ preventScroll: true }));
    }
  });
}

/**
 * Builds the Québec map in `canvas`: the view and its bounds, the zoom buttons, the tiles from the
 * worker's proxy (docs/decisions/0011-map-tiles.md), the province's outline, the service radius
 * and one keyboard-reachable marker per place. Animations follow prefers-reduced-motion.
 */
export function drawQuebecMap(L: typeof Leaflet, canvas: HTMLElement, settings: MapSettings): Leaflet.Map {
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const map = L.map(canvas, {
    zoomAnimation: !still,
    fadeAnimation: !still,
    markerZoomAnimation: !still,
    center: mapView.center,
    zoom: mapView.zoom,
    minZoom: mapView.minZoom,
    maxZoom: mapView.maxZoom,
    maxBounds: mapView.bounds,
    maxBoundsViscosity: 1,
    scrollWheelZoom: false,
    zoomControl: false,
  });
  L.control.zoom({ zoomInTitle: settings.controls.zoomIn, zoomOutTitle: settings.controls.zoomOut }).addTo(map);
  L.tileLayer(mapView.tilePath, { attribution: settings.attribution, minZoom: mapView.minZoom, maxZoom: mapView.maxZoom }).addTo(map);
  L.polygon(quebecOutline, { className: 'map-outline', weight: 2, dashArray: '8 6', fillOpacity: 0.04, interactive: false }).addTo(map);
  L.circle(mapView.center, { className: 'map-radius', radius: mapView.radiusMeters, weight: 2, fillOpacity: 0.06, interactive: false }).addTo(map);

  for (const { position, type, name, popup, front } of settings.markers) {
    const size = markerSize[type];
    const marker = L.marker(position, {
      icon: L.divIcon({ className: `map-marker map-marker-${type}`, iconSize: [size, size], html: '' }),
      title: name,
      keyboard: true,
      zIndexOffset: front ? 1000 : 0,
    })
      .bindPopup(popup, { closeButton: true, autoPanPadding: [24, 24] })
      .addTo(map);
    marker.getElement()?.setAttribute('aria-label', name);
    keyboardPopups(map, marker, settings.controls.closePopup);
  }
  return map;
}
