import { describe, expect, it } from 'vitest';
import { mediaType } from './media-type';

describe('mediaType', () => {
  it('drops parameters and case, and is empty without a Content-Type', () => {
    expect(mediaType(new Headers({ 'content-type': 'Application/JSON; charset=utf-8' }))).toBe('application/json');
    expect(mediaType(new Headers({ 'content-type': 'text/plain' }))).toBe('text/plain');
    expect(mediaType(new Headers())).toBe('');
  });
});
