import { CanadaFlag } from '../CanadaFlag';

/** The flag beside a language: Canada's for French (Québec French), none for English. */
export function Flag({ lang }: { lang: string }) {
  return lang === 'fr' ? <CanadaFlag /> : null;
}
