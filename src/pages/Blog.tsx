import { usePage } from '../render/page-context';
import { listHref } from '../routes';
import type { BlogCategory, Post } from '../content/entries';
import { categorySlugs } from '../content/entries';
import { PageHero } from '../components/PageHero';
import { EntryCards, Pagination } from '../components/EntryCards';

export type BlogListProps = { posts: Post[]; categories: BlogCategory[]; category?: BlogCategory; page: number; pages: number };

/** The blog, or one category of it: category links, then the posts, newest first, 12 a page. */
export function BlogPage({ posts, categories, category, page, pages }: BlogListProps) {
  const { lang, t } = usePage();
  const linkTo = (id: BlogCategory | undefined, number = 1) =>
    id ? listHref('blogCategory', lang, { slug: categorySlugs[id][lang] }, { page: number }) : listHref('blog', lang, {}, { page: number });
  return (
    <>
      <PageHero
        title={category ? t('publishing:blog.categoryTitle', { name: t(`publishing:categories.${category}`) }) : t('publishing:blog.title')}
        lead={t('publishing:blog.lead')}
      />
      <section className="section entry-list">
        <div className="container">
          <nav aria-label={t('publishing:blog.categoriesLabel')} className="filter-links">
            <ul>
              {[undefined, ...categories].map((id) => (
                <li key={id ?? 'all'}>
                  <a href={linkTo(id)} aria-current={id === category ? 'page' : undefined}>
                    {id ? t(`publishing:categories.${id}`) : t('publishing:blog.all')}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <EntryCards entries={posts} eager={1} />
          <Pagination page={page} pages={pages} pageHref={(number) => linkTo(category, number)} />
        </div>
      </section>
    </>
  );
}
