import { usePage } from '../render/page-context';
import { listHref } from '../routes';
import { categorySlugs, type BlogCategory, type Post } from '../publishing/entry-schema';
import { PageHero } from '../components/PageHero';
import { EntryCards, FilterLinks, Pagination, filterLinks } from '../components/EntryCards';

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
          <FilterLinks
            label={t('publishing:blog.categoriesLabel')}
            links={filterLinks(categories, category, linkTo, (id) => (id ? t(`publishing:categories.${id}`) : t('publishing:blog.all')))}
          />
          <EntryCards entries={posts} eager={1} />
          <Pagination page={page} pages={pages} pageHref={(number) => linkTo(category, number)} />
        </div>
      </section>
    </>
  );
}
