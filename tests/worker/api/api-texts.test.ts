import { describe, expect, it } from 'vitest';
import { translator } from '../../../src/i18n';
import { postEvent } from '../submissions/forms-helpers';

describe('POST /api/events', () => {
  // First in this file: no request before it has loaded a language (translator() refuses one not loaded).
  it('shows no text, so loads neither i18next nor a dictionary', async () => {
    expect((await postEvent({ type: 'pageview', route: 'contact', path: '/contact', lang: 'fr' })).status).toBe(204);
    expect(() => translator('fr')).toThrow(/before loadTranslators/);
    expect(() => translator('en')).toThrow(/before loadTranslators/);
  });
});
