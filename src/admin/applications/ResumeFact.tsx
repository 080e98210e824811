import type { T } from '../../i18n';
import { htmlLang } from '../../languages';
import type { Lang } from '../../routes';
import type { StaffContext } from '../shared/staff-page.server';
import { resumeOf, type ResumeFile } from './resume.server';
import { FactList } from '../shared/fields';

/** An application's résumé on its page: the staff-only download link with the file's safe name and size, or that none is stored. */
export function ResumeFact({ lang, t, href, resume }: { lang: Lang; t: T; href: string; resume: ResumeFile | null }) {
  const size = resume
    ? new Intl.NumberFormat(htmlLang[lang], { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, Math.round(resume.size / 1024)))
    : '';
  return (
    <FactList
      facts={[
        {
          term: t('admin:applications.resume'),
          value: resume ? (
            <a href={href} download className="admin-resume">
              {t('admin:applications.download', { name: resume.name, size })}
            </a>
          ) : (
            t('admin:applications.noResume')
          ),
        },
      ]}
    />
  );
}

/** The résumé's fact of an application's page, its record read from D1 (`RowParts` of `src/admin/leads/row-parts.ts`). */
export async function resumeFact(c: StaffContext, id: string, href: string) {
  return <ResumeFact lang={c.get('lang')} t={c.get('t')} href={href} resume={await resumeOf(c.env.DB, id)} />;
}
