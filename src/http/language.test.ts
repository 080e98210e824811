import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { languageFromPath, requestLang } from './language';

describe('languageFromPath', () => {
  const app = new Hono<AppEnv>().use(languageFromPath()).get('*', (c) => c.text(`${c.get('lang')} ${c.get('t')('skipToContent')}`));

  it('sets the path’s language and a translator in it', async () => {
    const french = await (await app.request('/contact')).text();
    const english = await (await app.request('/en/contact')).text();
    expect(french.startsWith('fr ')).toBe(true);
    expect(english.startsWith('en ')).toBe(true);
    expect(french).not.toBe(english);
  });
});

describe('requestLang', () => {
  it('takes the field, else Accept-Language, else the page, else French', () => {
    expect(requestLang('en', 'fr-CA', '/contact')).toBe('en');
    expect(requestLang(undefined, 'de, en-CA;q=0.8, fr;q=0.5', '/contact')).toBe('en');
    expect(requestLang('xx', 'de', '/en/contact')).toBe('en');
    expect(requestLang(undefined, null, null)).toBe('fr');
  });
});
