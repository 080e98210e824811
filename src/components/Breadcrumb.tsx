import type { ReactNode } from 'react';
import { usePage } from '../render/page-context';
import { href } from '../routes';

/** Home › a section › the page itself: the trail above a detail page's title (`current` carries `aria-current`). */
export function Breadcrumb({ section, current }: { section: { href: string; label: string }; current: ReactNode }) {
  const { lang, t } = usePage();
  return (
    <nav aria-label={t('shared:breadcrumb.label')} className="breadcrumb">
      <ol>
        <li>
          <a href={href('home', lang)}>{t('shared:breadcrumb.home')}</a>
        </li>
        <li>
          <a href={section.href}>{section.label}</a>
        </li>
        <li>{current}</li>
      </ol>
    </nav>
  );
}
