import { usePage } from '../render/page-context';
import { Island } from '../render/Island';
import { htmlLang } from '../routes';
import { site } from '../site';
import { cities } from '../content/cities';
import { mapView, type CityType } from '../content/map';
import manifest from '../generated/manifest.json';
import QuebecMap, { type QuebecMapProps } from '../../client/islands/QuebecMap';
import { oneLineAddress } from '../content/format';

/** A weekday (ISO 1 = Monday) and a "HH:MM" time, formatted for the page's language. */
const mondayUtc = Date.UTC(2024, 0, 1);
const dayIndex: Record<string, number> = { Mo: 0, Tu: 1, We: 2, Th: 3, Fr: 4, Sa: 5, Su: 6 };

function weekday(locale: string, day: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(mondayUtc + dayIndex[day] * 86_400_000);
}

function time(locale: string, value: string): string {
  const [hours, minutes] = value.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1, hours, minutes));
}

/** The map card of the contact page: the Québec map island, hydrated when it nears the viewport. */
export function MapCard() {
  const { lang, t } = usePage();
  const locale = htmlLang[lang];
  const numbers = new Intl.NumberFormat(locale);
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
      location: t('map:company.location'),
      tagline: t('map:company.tagline'),
      email: site.email,
      writeLabel: t('map:company.write'),
      hours: t('map:company.hours', {
        from: weekday(locale, site.hours.days[0]),
        to: weekday(locale, site.hours.days[site.hours.days.length - 1]),
        opens: time(locale, site.hours.opens),
        closes: time(locale, site.hours.closes),
      }),
      position: [address.geo.lat, address.geo.lng],
    },
    places: cities
      .filter((city) => city.type !== 'headquarters')
      .map((city) => ({
        id: city.id,
        name: city.name,
        type: city.type,
        typeLabel: typeLabel(city.type),
        position: city.position,
        description: t(`map:cities.${city.id}`),
        population: t('map:population', { value: numbers.format(city.population) }),
      })),
    legend: {
      title: t('map:legend.title'),
      outline: t('map:legend.outline'),
      circle: t('map:legend.circle', {
        distance: new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer' }).format(mapView.radiusMeters / 1000),
      }),
      types: (['headquarters', 'capital', 'metropolis', 'city'] as const)
        .filter((type) => cities.some((city) => city.type === type))
        .map((type) => ({ type, label: typeLabel(type) })),
    },
    controls: { zoomIn: t('map:zoomIn'), zoomOut: t('map:zoomOut'), closePopup: t('map:closePopup') },
    tiles: { url: site.map.tileUrl, attribution: site.map.attribution },
    leafletCss: manifest.leafletCss,
  };
  return (
    <div className="map-slot" data-slot="map">
      <Island name="QuebecMap" when="visible">
        <QuebecMap {...props} />
      </Island>
    </div>
  );
}
