import { dataKey } from '../i18n';
import { usePage } from '../render/page-context';
import { Island } from '../render/Island';
import { site } from '../site';
import { cities } from '../business/cities';
import { mapView, type CityType } from '../business/map';
import manifest from '../generated/manifest.json';
import { QuebecMapView } from '../../client/map/QuebecMapView';
import type { QuebecMapProps } from '../../client/map/props';
import { distance, number, oneLineAddress, placeName } from '../business/format';

/**
 * The map card of the contact page: the Québec map island, hydrated when it nears the viewport. The
 * server renders only its markup: Leaflet stays out of the worker (docs/decisions/0040-worker-carries-server-code-only.md).
 */
export function MapCard() {
  const { lang, t } = usePage();
  const { address } = site;
  const typeLabel = (type: CityType) => t(`map:types.${type}`);
  const props: QuebecMapProps = {
    title: t('map:title'),
    label: t('map:label'),
    loading: t('map:loading'),
    keyboardHint: t('map:keyboardHint'),
    listTitle: t('map:listTitle'),
    address: oneLineAddress(address),
    company: {
      name: site.name,
      location: placeName(address),
      tagline: t('map:company.tagline'),
      email: site.email,
      hours: t('contact:info.hoursText'),
      position: [address.geo.lat, address.geo.lng],
    },
    places: cities
      .filter((city) => city.type !== 'headquarters')
      .map((city) => ({
        id: city.id,
        // A city may be called differently in a language (« Québec », "Québec City").
        name: t(`map:cityNames.${city.id}`, { defaultValue: city.name }),
        type: city.type,
        typeLabel: typeLabel(city.type),
        position: city.position,
        description: t(dataKey(`map:cities.${city.id}`)),
        population: t('map:population', { value: number(lang, city.population) }),
      })),
    legend: {
      title: t('map:legend.title'),
      outline: t('map:legend.outline'),
      circle: t('map:legend.circle', {
        distance: distance(lang, mapView.radiusMeters),
      }),
      types: (['headquarters', 'capital', 'metropolis', 'city'] as const)
        .filter((type) => cities.some((city) => city.type === type))
        .map((type) => ({ type, label: typeLabel(type) })),
    },
    controls: { zoomIn: t('map:zoomIn'), zoomOut: t('map:zoomOut'), closePopup: t('map:closePopup') },
    tiles: { attribution: site.map.attribution },
    leafletCss: manifest.leafletCss,
  };
  return (
    <div className="map-slot" data-slot="map">
      <Island name="QuebecMap" when="visible">
        <QuebecMapView {...props} />
      </Island>
    </div>
  );
}
