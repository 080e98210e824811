import { describe, expect, it } from 'vitest';
import { bucketOf, ratingOf, vitalNames, vitalScales } from './measurement';

describe('vitals: buckets and rating bands', () => {
  it('puts a value in the bucket whose bounds hold it, the last one open-ended', () => {
    expect(bucketOf('LCP', 0)).toEqual({ low: 0, high: 500 });
    expect(bucketOf('LCP', 2499)).toEqual({ low: 2000, high: 2500 });
    expect(bucketOf('LCP', 2500)).toEqual({ low: 2500, high: 3000 });
    expect(bucketOf('LCP', 999_999)).toEqual({ low: 20000, high: null });
    expect(bucketOf('CLS', 0.12)).toEqual({ low: 0.1, high: 0.15 });
  });

  it('rates with the web.dev thresholds, good up to and including the first', () => {
    expect(ratingOf('LCP', 2500)).toBe('good');
    expect(ratingOf('LCP', 2501)).toBe('needs-improvement');
    expect(ratingOf('INP', 501)).toBe('poor');
    expect(ratingOf('CLS', 0.1)).toBe('good');
  });

  it('has the thresholds among the bucket bounds, so the inside of each bucket lies in one band', () => {
    for (const name of vitalNames) {
      const { buckets, thresholds } = vitalScales[name];
      for (const threshold of thresholds) expect(buckets).toContain(threshold);
      for (let index = 0; index + 1 < buckets.length; index++) {
        const [low, high] = [buckets[index], buckets[index + 1]];
        expect(ratingOf(name, low + (high - low) / 1000)).toBe(ratingOf(name, high - (high - low) / 1000));
      }
    }
  });
});
