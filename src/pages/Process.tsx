import { dataKey } from '../i18n';
import { usePage } from '../render/page-context';
import { href } from '../routes';
import { methodologyValues, processPhases, projectSizes } from '../content/process';
import { businessApplicationDuration } from '../content/services';
import { duration } from '../content/format';
import { PageHero } from '../components/PageHero';
import { CheckList, CtaBand, Icon, Section, listOf } from '../components/blocks';

const valueIcons: Record<(typeof methodologyValues)[number], string> = {
  collaborative: 'users',
  iterative: 'repeat',
  quality: 'check',
  results: 'target',
};

export function ProcessPage() {
  const { lang, t } = usePage();
  return (
    <>
      <PageHero title={t('process:hero.title')} lead={t('process:hero.lead')} />
      <Section id="process-steps" title={t('process:steps.title')} lead={t('process:steps.lead', { total: duration(lang, businessApplicationDuration) })}>
        <ol className="phases">
          {processPhases.map((phase, index) => {
            const key = `process:steps.items.${phase.id}`;
            return (
              <li key={phase.id} className="phase" data-phase={phase.id}>
                <img
                  src={`/images/process/${phase.id}.svg`}
                  alt={t(dataKey(`${key}.imageAlt`))}
                  width="480"
                  height="320"
                  loading="lazy"
                  decoding="async"
                  className="phase-image"
                />
                <div className="phase-body">
                  <p className="phase-number">{t('process:steps.number', { number: index + 1 })}</p>
                  <h3>{t(dataKey(`${key}.title`))}</h3>
                  <p className="phase-duration">
                    <Icon name="clock" size={18} /> {t('process:steps.duration', { duration: duration(lang, phase.duration) })}
                  </p>
                  <p>{t(dataKey(`${key}.description`))}</p>
                  <div className="phase-lists">
                    <div>
                      <h4 className="list-title">{t('process:steps.activities')}</h4>
                      <CheckList items={listOf(t, `${key}.activities`)} />
                    </div>
                    <div>
                      <h4 className="list-title">{t('process:steps.deliverables')}</h4>
                      <CheckList items={listOf(t, `${key}.deliverables`)} />
                    </div>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      </Section>

      <Section id="process-values" title={t('process:values.title')} className="section-alt">
        <ul className="card-grid cols-4">
          {methodologyValues.map((id) => (
            <li key={id} className="card value-card">
              <span className="card-icon">
                <Icon name={valueIcons[id]} />
              </span>
              <h3>{t(`process:values.items.${id}.title`)}</h3>
              <p>{t(`process:values.items.${id}.description`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="process-timeline" title={t('process:timeline.title')} lead={t('process:timeline.lead')}>
        <ol className="timeline">
          {projectSizes.map((size) => (
            <li key={size.id} className="timeline-item" data-size={size.id}>
              <h3>{t(`process:timeline.items.${size.id}.title`)}</h3>
              <p className="timeline-duration">{duration(lang, size.duration)}</p>
              <p>{t(`process:timeline.items.${size.id}.example`)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBand id="process-cta" title={t('process:cta.title')} text={t('process:cta.text')}>
        <a href={href('quote', lang)} className="btn btn-light">
          {t('process:cta.quote')}
        </a>
        <a href={href('contact', lang)} className="btn btn-outline-light">
          {t('process:cta.contact')}
        </a>
      </CtaBand>
    </>
  );
}
