import { usePage } from '../render/page-context';
import { site } from '../site';
import { cityLine } from '../business/format';
import { Icon } from './blocks';

/** The company's contact details (docs/decisions/0004-company-facts.md): e-mail as a mailto link, address, phone and hours. */
export function ContactInfo({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = usePage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { address } = site;
  return (
    <section className="card contact-info" aria-labelledby="contact-info-title">
      <Heading id="contact-info-title">{t('contact:info.title')}</Heading>
      <dl>
        <div>
          <dt>
            <Icon name="mail" size={20} /> {t('contact:info.email')}
          </dt>
          <dd>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="phone" size={20} /> {t('contact:info.phone')}
          </dt>
          <dd>
            <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="pin" size={20} /> {t('contact:info.address')}
          </dt>
          <dd>
            <address>
              {address.street}
              <br />
              {cityLine(address)}
            </address>
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="clock" size={20} /> {t('contact:info.hours')}
          </dt>
          <dd>{t('contact:info.hoursText')}</dd>
        </div>
      </dl>
      <p className="muted">{t('contact:info.reply')}</p>
    </section>
  );
}
