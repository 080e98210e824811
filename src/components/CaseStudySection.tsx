import { usePage } from '../render/page-context';
import { listHref } from '../routes';
import type { ServiceId } from '../business/services';
import { published } from '../publishing/entries';
import { Section } from './blocks';
import { EntryCards } from './EntryCards';

/** The latest case studies out (of one service, on its page), three at most; nothing when there is none. */
export function CaseStudySection({ service }: { service?: ServiceId }) {
  const { lang, t } = usePage();
  const studies = published('case-studies', lang)
    .filter((study) => !service || study.services.includes(service))
    .slice(0, 3);
  if (!studies.length) return null;
  const title = service ? t('publishing:caseStudies.forService', { name: t(`serviceNames.${service}`) }) : t('publishing:caseStudies.latest');
  return (
    <Section id="case-studies" title={title} lead={service ? undefined : t('publishing:caseStudies.latestLead')}>
      <EntryCards entries={studies} headingLevel={3} />
      <p className="section-more">
        <a href={listHref('caseStudies', lang, {}, { service })}>{t('publishing:caseStudies.seeAll')}</a>
      </p>
    </Section>
  );
}
