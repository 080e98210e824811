import type { Lang } from './routes';
import type { T } from './i18n';

export type Bindings = {
  DB: D1Database;
  ASSETS: Fetcher;
  SITE_URL: string;
};

export type Variables = { lang: Lang; t: T };

export type AppEnv = { Bindings: Bindings; Variables: Variables };
