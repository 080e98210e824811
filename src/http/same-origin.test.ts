import { describe, expect, it } from 'vitest';
import { sameOrigin } from './same-origin';

const url = 'https://site.example/api/contact';
const headers = (values: Record<string, string>) => new Headers(values);

describe('sameOrigin', () => {
  it('accepts the request’s own origin, the site’s origin and a post without Origin', () => {
    expect(sameOrigin(headers({ origin: 'https://site.example' }), url, 'https://www.site.example')).toBe(true);
    expect(sameOrigin(headers({ origin: 'https://www.site.example' }), url, 'https://www.site.example/')).toBe(true);
    expect(sameOrigin(headers({}), url, 'https://www.site.example')).toBe(true);
  });

  it('refuses another origin, and anything the browser calls cross-site', () => {
    expect(sameOrigin(headers({ origin: 'https://evil.example' }), url, 'https://www.site.example')).toBe(false);
    expect(sameOrigin(headers({ 'sec-fetch-site': 'cross-site' }), url, 'https://www.site.example')).toBe(false);
    expect(sameOrigin(headers({ origin: 'null' }), url, 'https://www.site.example')).toBe(false);
  });

  it('accepts `Origin: null` only when the browser says the post is same-origin (a page that sends no referrer)', () => {
    expect(sameOrigin(headers({ origin: 'null', 'sec-fetch-site': 'same-origin' }), url, 'https://www.site.example')).toBe(true);
    expect(sameOrigin(headers({ origin: 'null', 'sec-fetch-site': 'same-site' }), url, 'https://www.site.example')).toBe(false);
    expect(sameOrigin(headers({ origin: 'null', 'sec-fetch-site': 'cross-site' }), url, 'https://www.site.example')).toBe(false);
  });

  it('falls back to the request’s own origin when SITE_URL is unset or malformed', () => {
    expect(sameOrigin(headers({ origin: 'https://site.example' }), url, '')).toBe(true);
    expect(sameOrigin(headers({ origin: 'https://www.site.example' }), url, 'not a url')).toBe(false);
  });
});
