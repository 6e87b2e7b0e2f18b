import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './markup';

describe('escapeMarkup', () => {
  it('escapes the five characters that can open or close markup', () => {
    expect(escapeMarkup(`<a href="x">Tom's & Co</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom&#39;s &amp; Co&lt;/a&gt;');
  });
  it('escapes an ampersand once, so an entity in the text stays text', () => {
    expect(escapeMarkup('&amp;')).toBe('&amp;amp;');
  });
  it('leaves other text alone', () => {
    expect(escapeMarkup('Drill 18 V — 2× ☺')).toBe('Drill 18 V — 2× ☺');
  });
});
