import { usePage } from '../render/page-context';
import { site } from '../site';

/** Where the Québec map goes (the consent-and-map issue fills it in): for now the address. */
export function MapCard() {
  const { t } = usePage();
  return (
    <section aria-label={t('contact:hero.title')} className="map-card" data-slot="map">
      <address>
        {site.address.street}, {site.address.city} ({site.address.regionCode}) {site.address.postalCode}
      </address>
    </section>
  );
}
