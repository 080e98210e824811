import type { CSSProperties, ReactNode } from 'react';
import { dataKey, type T } from '../i18n';
import { usePage } from '../render/page-context';
import { href, type Lang, type Screen } from '../routes';
import { duration, money } from '../business/format';
import { serviceFacts, type ServiceId } from '../business/services';
import { plans } from '../business/pricing';

/** A page section with its own h2, labelled by it. `id` must be unique in the page. */
export function Section({ id, title, lead, className, children }: { id: string; title: string; lead?: string; className?: string; children: ReactNode }) {
  return (
    <section className={`section ${className ?? ''}`.trim()} aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className="section-title">
          {title}
        </h2>
        {lead ? <p className="section-lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}

/** What a call to action says: its title, maybe a sentence, and the words of each link by the screen it opens. */
export type CtaWords = { title: string; text?: string } & Partial<Record<Screen, string>>;

/**
 * The closing call to action of a page: a link to each of `links` (the first one the main action,
 * in light, the others outlined), or buttons of its own as children.
 */
export function CtaBand({ id, words, links = [], children }: { id: string; words: CtaWords; links?: Screen[]; children?: ReactNode }) {
  const { lang } = usePage();
  return (
    <section className="cta-band" aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`}>{words.title}</h2>
        {words.text ? <p>{words.text}</p> : null}
        <div className="hero-actions">
          {links.map((screen, index) => (
            <a key={screen} href={href(screen, lang)} className={index === 0 ? 'btn btn-light' : 'btn btn-outline-light'}>
              {words[screen]}
            </a>
          ))}
          {children}
        </div>
      </div>
    </section>
  );
}

/**
 * Four short cards in a row, one for each id: an icon, a title and a sentence. What a page says the
 * company values or offers.
 */
export function IconCards<Id extends string>(props: {
  ids: readonly Id[];
  icons: Record<Id, string>;
  /** The card's words: its dictionary entry. */
  words: (id: Id) => { title: string; description: string };
  style?: (id: Id) => CSSProperties;
}) {
  return (
    <ul className="card-grid cols-4">
      {props.ids.map((id) => (
        <li key={id} className="card value-card" style={props.style?.(id)}>
          <span className="card-icon">
            <Icon name={props.icons[id]} />
          </span>
          <h3>{props.words(id).title}</h3>
          <p>{props.words(id).description}</p>
        </li>
      ))}
    </ul>
  );
}

/** Lists side by side, each with its title and check marks (a phase's activities and deliverables, a job's requirements). */
export function CheckLists({ className, lists }: { className: string; lists: { title: string; items: string[] }[] }) {
  return (
    <div className={className}>
      {lists.map((list) => (
        <div key={list.title}>
          <h4 className="list-title">{list.title}</h4>
          <CheckList items={list.items} />
        </div>
      ))}
    </div>
  );
}

/** A list of terms and their values (`<dl>`), each pair in its own `<div>`; a value may carry a class. */
export type Fact = { term: string; value: ReactNode; className?: string };

export function Facts({ facts, className }: { facts: Fact[]; className: string }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt>{fact.term}</dt>
          <dd className={fact.className}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A dictionary array, each entry interpolated: a list shows what its dictionary holds. */
export function listOf(t: T, key: string): string[] {
  const value: unknown = t(dataKey(key), { returnObjects: true });
  return Array.isArray(value) ? value.map(String) : [];
}

/** How many entries a dictionary array has (for documents whose length is text, not business data). */
export function countOf(t: T, key: string): number {
  const value: unknown = t(dataKey(key), { returnObjects: true });
  return Array.isArray(value) ? value.length : 0;
}

/** `À partir de 2 500 $` / `From $199/month`. */
/**
 * What a service includes. A service sold as the monthly plans lists what its price, the first
 * plan, includes, from the plan itself; `plan` is that plan's name.
 */
export function serviceFeatures(t: T, id: ServiceId): { items: string[]; plan: string | null } {
  if (!serviceFacts[id].soldAsPlans) return { items: listOf(t, `services:items.${id}.features`), plan: null };
  const key = `pricing:plans.items.${plans[0].id}`;
  return { items: listOf(t, `${key}.features`), plan: t(dataKey(`${key}.name`)) };
}

export function servicePrice(t: T, lang: Lang, id: ServiceId): string {
  const facts = serviceFacts[id];
  return t(facts.billing === 'month' ? 'shared:price.fromPerMonth' : 'shared:price.from', { price: money(lang, facts.from) });
}

/** `4–8 semaines` / `Ongoing`. */
export function serviceDuration(t: T, lang: Lang, id: ServiceId): string {
  const facts = serviceFacts[id];
  return typeof facts.duration === 'string' ? t(`shared:price.${facts.duration}`) : duration(lang, facts.duration);
}

/** A service's starting price and duration, as the services page and the service's own page show them. */
export function ServiceFacts({ t, lang, id, boxed }: { t: T; lang: Lang; id: ServiceId; boxed?: boolean }) {
  return (
    <Facts
      className={boxed ? 'facts facts-boxed' : 'facts'}
      facts={[
        { term: t('shared:price.startingPrice'), value: servicePrice(t, lang, id), className: 'price' },
        { term: t('shared:price.duration'), value: serviceDuration(t, lang, id) },
      ]}
    />
  );
}

const iconPaths: Record<string, string> = {
  web: 'M3 5h18v14H3zM3 9h18M7 7h.01M10 7h.01',
  code: 'M8 8l-4 4 4 4M16 8l4 4-4 4M14 5l-4 14',
  bolt: 'M13 3L5 14h6l-1 7 8-11h-6z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  megaphone: 'M4 10v4h3l7 4V6L7 10zM17 9a4 4 0 010 6',
  phone: 'M8 3h8v18H8zM11 18h2',
  users: 'M9 11a3 3 0 100-6 3 3 0 000 6zM3 20c0-3 3-5 6-5s6 2 6 5M16 5a3 3 0 010 6M18 15c2 .5 3 2 3 5',
  repeat: 'M4 12a8 8 0 0114-5l2 2M20 12a8 8 0 01-14 5l-2-2M20 5v4h-4M4 19v-4h4',
  check: 'M5 12l4 4 10-10',
  target: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 16a4 4 0 100-8 4 4 0 000 8zM12 12h.01',
  heart: 'M12 20s-7-4.5-7-10a4 4 0 017-2.5A4 4 0 0119 10c0 5.5-7 10-7 10z',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2',
  growth: 'M4 18l6-6 4 4 6-8M14 8h6v6',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  pin: 'M12 21s-7-6.5-7-12a7 7 0 0114 0c0 5.5-7 12-7 12zM12 11.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  star: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4 6.5 20.3l1-6.2L3 9.7l6.2-.9z',
};

/** A decorative line icon (hidden from assistive technology). */
export function Icon({ name, size = 28 }: { name: string; size?: number }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={iconPaths[name] ?? iconPaths.check} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A list of short texts with check marks. */
export function CheckList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={`check-list ${className ?? ''}`.trim()}>
      {items.map((item, index) => (
        <li key={index}>
          <Icon name="check" size={18} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Five stars that read as "Rated 5 out of 5" to screen readers. */
export function Stars({ value, max, label }: { value: number; max: number; label: string }) {
  return (
    <p className="stars" role="img" aria-label={label}>
      {Array.from({ length: max }, (_, index) => (
        <svg key={index} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className={index < value ? 'star-on' : 'star-off'}>
          <path d={iconPaths.star} fill="currentColor" />
        </svg>
      ))}
    </p>
  );
}

/** Text in which known values (e-mail addresses, phone numbers) become links. */
export function linkify(text: string, links: Record<string, string>): ReactNode[] {
  const values = Object.keys(links).filter(Boolean);
  if (values.length === 0) return [text];
  const pattern = new RegExp(`(${values.map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
  return text.split(pattern).map((part, index) =>
    links[part] ? (
      <a key={index} href={links[part]}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}
