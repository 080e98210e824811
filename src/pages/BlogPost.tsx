import { usePage } from '../render/page-context';
import { href } from '../routes';
import type { Post } from '../publishing/entry-schema';
import { Picture } from '../components/Picture';
import { EntryBody, EntryFooter, EntryHeader } from '../components/EntryParts';

/** One post: header with its author, the body, related posts, the call to action. */
export function BlogPostPage({ post, related }: { post: Post; related: Post[] }) {
  const { lang, t } = usePage();
  const byline = (
    <p className="entry-author">
      <Picture image={post.author.photo} alt="" sizes="3rem" className="entry-author-photo" />
      <span>{t('publishing:entry.by', { name: post.author.name, role: post.author.role })}</span>
    </p>
  );
  return (
    <>
      <article className="entry">
        <EntryHeader entry={post} trail={{ href: href('blog', lang), label: t('publishing:blog.title') }} byline={byline} />
        <div className="container entry-column">
          <EntryBody file={post.file} />
        </div>
      </article>
      <EntryFooter related={related} relatedTitle={t('publishing:entry.related')} />
    </>
  );
}
