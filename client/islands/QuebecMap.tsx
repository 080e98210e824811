import { useEffect, useRef, useState } from 'react';
import type * as Leaflet from 'leaflet';
import { markerSize, mapView, quebecOutline, type CityType } from '../../src/content/map';

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
  company: { name: string; location: string; tagline: string; email: string; writeLabel: string; hours: string; position: [number, number] };
  places: MapPlace[];
  legend: { title: string; outline: string; circle: string; types: { type: CityType; label: string }[] };
  controls: { zoomIn: string; zoomOut: string; closePopup: string };
  tiles: { attribution: string };
  leafletCss: string;
};

/** Leaflet's stylesheet, added once, before the map is built (its layout depends on it). */
function loadStylesheet(url: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[href="${url}"]`);
  if (existing) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = url;
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function appendAll(parent: HTMLElement, ...children: HTMLElement[]) {
  for (const child of children) parent.appendChild(child);
}

function companyPopup(company: QuebecMapProps['company']): HTMLElement {
  const box = element('div', 'map-popup');
  const title = element('p', 'map-popup-title', company.name);
  appendAll(box, title, element('p', 'map-popup-meta', company.location), element('p', '', company.tagline));
  const mail = element('a', '', company.email);
  mail.href = `mailto:${company.email}`;
  const mailLine = element('p', '');
  appendAll(mailLine, mail);
  appendAll(box, mailLine, element('p', 'map-popup-meta', company.hours));
  return box;
}

function placePopup(place: MapPlace): HTMLElement {
  const box = element('div', 'map-popup');
  appendAll(
    box,
    element('p', 'map-popup-title', place.name),
    element('p', 'map-popup-meta', place.typeLabel),
    element('p', '', place.description),
    element('p', 'map-popup-meta', place.population),
  );
  return box;
}

/**
 * The Québec map of the contact page. The server renders a placeholder of the map's exact size
 * with the address and a text list of the places; Leaflet (its own chunk) loads in the browser
 * once the island comes near the viewport.
 */
export default function QuebecMap(props: QuebecMapProps) {
  const { title, label, loading, keyboardHint, listTitle, address, company, places, legend } = props;
  const canvas = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let map: Leaflet.Map | null = null;
    let cancelled = false;
    (async () => {
      const [module] = await Promise.all([import('leaflet'), loadStylesheet(props.leafletCss)]);
      const L = ((module as { default?: typeof Leaflet }).default ?? module) as typeof Leaflet;
      if (cancelled || !canvas.current) return;
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      map = L.map(canvas.current, {
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
      L.control.zoom({ zoomInTitle: props.controls.zoomIn, zoomOutTitle: props.controls.zoomOut }).addTo(map);
      L.tileLayer(mapView.tilePath, { attribution: props.tiles.attribution, minZoom: mapView.minZoom, maxZoom: mapView.maxZoom }).addTo(map);

      L.polygon(quebecOutline, { className: 'map-outline', weight: 2, dashArray: '8 6', fillOpacity: 0.04, interactive: false }).addTo(map);
      L.circle(mapView.center, { className: 'map-radius', radius: mapView.radiusMeters, weight: 2, fillOpacity: 0.06, interactive: false }).addTo(map);

      const addMarker = (position: [number, number], type: CityType, name: string, popup: HTMLElement, zIndexOffset = 0) => {
        const size = markerSize[type];
        const marker = L.marker(position, {
          icon: L.divIcon({ className: `map-marker map-marker-${type}`, iconSize: [size, size], html: '' }),
          title: name,
          keyboard: true,
          zIndexOffset,
        })
          .bindPopup(popup, { closeButton: true, autoPanPadding: [24, 24] })
          .addTo(map!);
        marker.getElement()?.setAttribute('aria-label', name);
        return marker;
      };

      for (const place of places) addMarker(place.position, place.type, place.name, placePopup(place));
      addMarker(company.position, 'headquarters', company.name, companyPopup(company), 1000);

      // Popups opened from the keyboard take the focus, and give it back to their marker on close.
      map.on('popupopen', (event) => {
        const popup = event.popup.getElement();
        popup?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', props.controls.closePopup);
        const content = popup?.querySelector<HTMLElement>('.leaflet-popup-content');
        const source = (event.popup as unknown as { _source?: Leaflet.Marker })._source?.getElement();
        // Escape closes a popup wherever the focus is inside it (Leaflet only listens on the map itself).
        popup?.addEventListener('keydown', (key) => key.key === 'Escape' && map?.closePopup());
        if (content && source && document.activeElement === source) {
          content.tabIndex = -1;
          content.focus({ preventScroll: true });
          event.popup.once('remove', () => source.isConnected && source.focus({ preventScroll: true }));
        }
      });
      setReady(true);
    })();
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, []);

  return (
    <section className="map-card" aria-labelledby="map-title">
      <h2 id="map-title">{title}</h2>
      <address className="map-address">{address}</address>
      <div className="map-frame">
        <div ref={canvas} className="map-canvas" role="region" aria-label={label} aria-describedby="map-hint" />
        {ready ? null : (
          <div className="map-placeholder" aria-hidden="true">
            <p className="map-placeholder-address">{address}</p>
            <p>{loading}</p>
          </div>
        )}
      </div>
      <p id="map-hint" className="map-hint">
        {keyboardHint}
      </p>
      <div className="map-legend">
        <h3 className="sr-only">{legend.title}</h3>
        <ul>
          {legend.types.map(({ type, label: typeLabel }) => (
            <li key={type}>
              <span className={`map-legend-dot map-marker-${type}`} aria-hidden="true" /> {typeLabel}
            </li>
          ))}
          <li>
            <span className="map-legend-line map-legend-outline" aria-hidden="true" /> {legend.outline}
          </li>
          <li>
            <span className="map-legend-line map-legend-radius" aria-hidden="true" /> {legend.circle}
          </li>
        </ul>
      </div>
      <div className="sr-only">
        <h3>{listTitle}</h3>
        <ul>
          <li>
            <strong>{company.name}</strong> — {company.location}. {company.tagline}. {address}. {company.hours}. {company.email}
          </li>
          {places.map((place) => (
            <li key={place.id}>
              <strong>{place.name}</strong> — {place.typeLabel}. {place.description} {place.population}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
