import type { RefObject } from 'react';
import type { QuebecMapProps } from './props';

type ViewProps = QuebecMapProps & {
  /** The element Leaflet draws into (the browser's island only). */
  canvas?: RefObject<HTMLDivElement | null>;
  /** Leaflet has drawn the map: the placeholder goes. */
  ready?: boolean;
};

/**
 * The Québec map's markup: a placeholder of the map's exact size with the address, the legend and
 * a text list of the places. The server renders it without the island, so Leaflet never enters the
 * worker (docs/decisions/0040-worker-carries-server-code-only.md); the island draws into `canvas`.
 */
export function QuebecMapView(props: ViewProps) {
  const { title, label, loading, keyboardHint, listTitle, address, company, places, legend, canvas, ready = false } = props;
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
