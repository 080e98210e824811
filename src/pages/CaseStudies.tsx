import { usePage } from '../render/page-context';
import { listHref } from '../routes';
import type { ServiceId } from '../business/services';
import type { CaseStudy } from '../publishing/entry-schema';
import { PageHero } from '../components/PageHero';
import { EntryCards, FilterLinks, Pagination, filterLinks } from '../components/EntryCards';

export type CaseStudyListProps = { studies: CaseStudy[]; filters: ServiceId[]; service?: ServiceId; page: number; pages: number };

/** The case studies, filtered by service with plain links (each filter its own URL), newest first. */
export function CaseStudiesPage({ studies, filters, service, page, pages }: CaseStudyListProps) {
  const { lang, t } = usePage();
  const linkTo = (id: ServiceId | undefined, number = 1) => listHref('caseStudies', lang, {}, { service: id, page: number });
  return (
    <>
      <PageHero title={t('publishing:caseStudies.title')} lead={t('publishing:caseStudies.lead')} />
      <section className="section entry-list">
        <div className="container">
          <FilterLinks
            label={t('publishing:caseStudies.filterLabel')}
            links={filterLinks(filters, service, linkTo, (id) => (id ? t(`serviceNames.${id}`) : t('publishing:caseStudies.all')))}
          />
          {studies.length ? <EntryCards entries={studies} eager={1} /> : <p className="entry-list-empty">{t('publishing:caseStudies.empty')}</p>}
          <Pagination page={page} pages={pages} pageHref={(number) => linkTo(service, number)} />
        </div>
      </section>
    </>
  );
}
