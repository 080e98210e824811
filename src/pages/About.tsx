import type { CSSProperties } from 'react';
import { usePage } from '../render/page-context';
import { aboutStats, aboutValues } from '../business/company-figures';
import { StatStrip } from '../components/StatStrip';
import { PageHero } from '../components/PageHero';
import { CtaBand, IconCards, Section, listOf } from '../components/blocks';

const valueIcons: Record<(typeof aboutValues)[number]['id'], string> = { compassion: 'heart', commitment: 'check', courage: 'shield', passion: 'star' };

export function AboutPage() {
  const { t } = usePage();
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
        <IconCards
          ids={aboutValues.map((value) => value.id)}
          icons={valueIcons}
          words={(id) => t(`about:values.items.${id}`, { returnObjects: true })}
          style={(id) => ({ '--accent': `var(--value-${id})` }) as CSSProperties}
        />
      </Section>

      <Section id="history" title={t('about:history.title')} className="section-alt">
        <div className="prose">
          {listOf(t, 'about:history.paragraphs').map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <CtaBand id="about-cta" words={t('about:cta', { returnObjects: true })} links={['quote', 'careers']} />
    </>
  );
}
