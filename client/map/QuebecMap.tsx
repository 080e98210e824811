import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type * as Leaflet from 'leaflet';
import { drawQuebecMap, loadStylesheet } from './leaflet-map';
import { companyPopup, placePopup } from './popups';
import type { MapPlace, QuebecMapProps } from './props';

export type { MapPlace, QuebecMapProps };

/**
 * The Québec map of the contact page. The server renders a placeholder of the map's exact size
 * with the address and a text list of the places; Leaflet (its own chunk) loads in the browser
 * once the island comes near the viewport.
 */
export default function QuebecMap(props: QuebecMapProps) {
  const { title, label, loading, keyboardHint, listTitle, address, company, places, legend } = props;
  const canvas = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  // What the map shows, read from the island's props (they never change after hydration).
  const mapOptions = useEffectEvent(() => ({
    stylesheet: props.leafletCss,
    controls: props.controls,
    attribution: props.tiles.attribution,
    markers: [
      ...places.map((place) => ({ position: place.position, type: place.type, name: place.name, popup: placePopup(place) })),
      { position: company.position, type: 'headquarters' as const, name: company.name, popup: companyPopup(company), front: true },
    ],
  }));

  useEffect(() => {
    let map: Leaflet.Map | null = null;
    let cancelled = false;
    const { stylesheet, ...options } = mapOptions();
    void Promise.all([import('leaflet'), loadStylesheet(stylesheet)]).then(([module]) => {
      const L = ((module as { default?: typeof Leaflet }).default ?? module) as typeof Leaflet;
      if (cancelled || !canvas.current) return;
      map = drawQuebecMap(L, canvas.current, options);
      setReady(true);
    });
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
