import type { CSSProperties } from 'react';
import { usePage } from '../render/page-context';
import { href } from '../routes';
import { aboutStats, aboutValues } from '../content/company';
import { StatStrip } from '../components/StatStrip';
import { PageHero } from '../components/PageHero';
import { CtaBand, Icon, Section, listOf } from '../components/blocks';

const valueIcons: Record<(typeof aboutValues)[number]['id'], string> = {
  compassion: 'heart',
  commitment: 'check',
  courage: 'shield',
  passion: 'star',
};

export function AboutPage() {
  const { lang, t } = usePage();
  return (
    <>
      <PageHero title={t('about:hero.title')} lead={t('about:hero.lead')} />
      <section className="section" aria-labelledby="mission-title">
        <div className="container split">
          <div>
            <h2 id="mission-title" className="section-title">
              {t('about:mission.title')}
            </h2>
            <p className="section-lead">{t('about:mission.text')}</p>
          </div>
          <img src="/images/about-montreal.svg" alt={t('about:mission.imageAlt')} width="520" height="340" loading="lazy" decoding="async" />
        </div>
      </section>

      <StatStrip ns="about" stats={aboutStats} />

      <Section id="about-values" title={t('about:values.title')}>
        <ul className="card-grid cols-4">
          {aboutValues.map((value) => (
            <li key={value.id} className="card value-card" style={{ '--accent': `var(--value-${value.id})` } as CSSProperties}>
              <span className="card-icon">
                <Icon name={valueIcons[value.id]} />
              </span>
              <h3>{t(`about:values.items.${value.id}.title`)}</h3>
              <p>{t(`about:values.items.${value.id}.description`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="history" title={t('about:history.title')} className="section-alt">
        <div className="prose">
          {listOf(t, 'about:history.paragraphs').map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <CtaBand id="about-cta" title={t('about:cta.title')}>
        <a href={href('quote', lang)} className="btn btn-light">
          {t('about:cta.quote')}
        </a>
        <a href={href('careers', lang)} className="btn btn-outline-light">
          {t('about:cta.careers')}
        </a>
      </CtaBand>
    </>
  );
}
