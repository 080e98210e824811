import { describe, expect, it } from 'vitest';
import { edgeUntil } from './caching';

describe('what the edge may keep', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');

  it('keeps an answer until the instant it stops holding, rounded up to the second, never stale past it', () => {
    expect(edgeUntil(now + 60_000, now)).toBe('max-age=60, must-revalidate');
    expect(edgeUntil(now + 1500, now)).toBe('max-age=2, must-revalidate');
  });

  it('keeps it a second at least, and a year at most', () => {
    expect(edgeUntil(now, now)).toBe('max-age=1, must-revalidate');
    expect(edgeUntil(now - 5000, now)).toBe('max-age=1, must-revalidate');
    expect(edgeUntil(null, now)).toBe('max-age=31536000, must-revalidate');
    expect(edgeUntil(now + 2 * 31536000 * 1000, now)).toBe('max-age=31536000, must-revalidate');
  });
});
