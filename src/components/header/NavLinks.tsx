import type { Link } from './types';

/** A list's items, each a link marked when it is the current page: the same lists on desktop and mobile. */
export function LinkItems({ links, className }: { links: Link[]; className?: string }) {
  return links.map((link) => (
    <li key={link.href}>
      <a href={link.href} className={className} aria-current={link.current ? 'page' : undefined}>
        {link.label}
      </a>
    </li>
  ));
}
