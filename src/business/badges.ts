/** The 26 technology names of the decorative floating badges (docs/decisions/0001-server-rendered-islands.md: rendered in the browser only). */
export const techBadgeNames = [
  'React',
  'TypeScript',
  'JavaScript',
  'Node.js',
  'Python',
  'Hono',
  'Cloudflare',
  'PostgreSQL',
  'SQLite',
  'Docker',
  'Kubernetes',
  'GraphQL',
  'REST',
  'Tailwind',
  'Vite',
  'Swift',
  'Kotlin',
  'Flutter',
  'React Native',
  'Git',
  'Linux',
  'AWS',
  'Azure',
  'Figma',
  'OpenAI',
  'Zapier',
] as const;

/** What the server writes in `data-badges` for client/tech-badges.ts: the names and how many per viewport. */
export type TechBadgesSettings = { names: string[]; min: number; max: number; areaPerBadge: number };
