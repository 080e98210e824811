import { dataKey } from '../i18n';
import { usePage } from '../render/page-context';
import { methodologyValues, processPhases, projectSizes } from '../business/process';
import { businessApplicationDuration } from '../business/services';
import { duration } from '../business/format';
import { PageHero } from '../components/PageHero';
import { CheckLists, CtaBand, Icon, IconCards, Section, listOf } from '../components/blocks';

const valueIcons: Record<(typeof methodologyValues)[number], string> = { collaborative: 'users', iterative: 'repeat', quality: 'check', results: 'target' };

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
                  <CheckLists
                    className="phase-lists"
                    lists={[
                      { title: t('process:steps.activities'), items: listOf(t, `${key}.activities`) },
                      { title: t('process:steps.deliverables'), items: listOf(t, `${key}.deliverables`) },
                    ]}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      </Section>

      <Section id="process-values" title={t('process:values.title')} className="section-alt">
        <IconCards ids={methodologyValues} icons={valueIcons} words={(id) => t(`process:values.items.${id}`, { returnObjects: true })} />
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

      <CtaBand id="process-cta" words={t('process:cta', { returnObjects: true })} links={['quote', 'contact']} />
    </>
  );
}
