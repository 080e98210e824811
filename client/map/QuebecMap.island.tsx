import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type * as Leaflet from 'leaflet';
import { drawQuebecMap, loadStylesheet } from './leaflet-map';
import { companyPopup, placePopup } from './popups';
import type { MapPlace, QuebecMapProps } from './props';
import { QuebecMapView } from './QuebecMapView';

export type { MapPlace, QuebecMapProps };

/**
 * The Québec map island of the contact page: the server renders its markup (QuebecMapView);
 * Leaflet (its own chunk) loads in the browser once the island comes near the viewport.
 */
export default function QuebecMap(props: QuebecMapProps) {
  const { company, places } = props;
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

  return <QuebecMapView {...props} canvas={canvas} ready={ready} />;
}
