import { describe, expect, it } from 'vitest';
import { Picture, ToolInput, ToolListQuery, ToolPatch, searchPrefixes, slugify } from './tool';

describe('slugify', () => {
  it.each([
    ['Cordless Drill 18V', 'cordless-drill-18v'],
    ['  Séga Jigsaw / Pro!! ', 'sega-jigsaw-pro'],
    ['!!!', 'tool'],
  ])('%j -> %j', (name, slug) => expect(slugify(name)).toBe(slug));
});

describe('searchPrefixes', () => {
  it('holds every prefix from the start of each word, lowercased', () => {
    const prefixes = searchPrefixes('Cordless Drill');
    expect(prefixes).toEqual(expect.arrayContaining(['c', 'cord', 'cordless drill', 'd', 'dri', 'drill']));
    expect(prefixes).not.toContain('rill');
  });
});

describe('Picture', () => {
  it.each(['https://cdn.example.com/a.png', '/tools/drill.svg'])('accepts %s', (value) => {
    expect(Picture.safeParse(value).success).toBe(true);
  });
  it.each(['javascript:alert(1)', 'data:image/png;base64,AA', 'http://example.com/a.png', '//evil.example/a.png', 'drill.png', 'https://user:pw@example.com/a.png', '', '/tools/\ud800.svg', 'https://example.com/\udc00.png', '/tools/a\u0000.svg'])(
    'refuses %j',
    (value) => expect(Picture.safeParse(value).success).toBe(false),
  );
});

describe('ToolInput', () => {
  const valid = { name: 'Drill', picture: '/tools/drill.svg', description: 'A drill.', price: 19.99, minimum: 1, available: 0 };
  it('accepts a valid tool and trims text', () => {
    expect(ToolInput.parse({ ...valid, name: '  Drill  ' }).name).toBe('Drill');
  });
  it.each([
    { price: 0 },
    { price: 1.234 },
    { minimum: 0 },
    { minimum: 2.5 },
    { available: -1 },
    { name: '   ' },
    { name: 'x'.repeat(121) },
    { description: 'x'.repeat(2001) },
    { extra: 1 },
  ])('refuses %j', (patch) => expect(ToolInput.safeParse({ ...valid, ...patch }).success).toBe(false));
  it('needs at least one field in a patch', () => {
    expect(ToolPatch.safeParse({}).success).toBe(false);
    expect(ToolPatch.safeParse({ price: 5 }).success).toBe(true);
  });
});

describe('ToolListQuery', () => {
  it('applies defaults and reads booleans from the query string', () => {
    expect(ToolListQuery.parse({ inStock: 'true', q: ' DRILL ' })).toEqual({ inStock: true, q: 'drill', sort: 'name', limit: 12 });
  });
  it('caps the page size at 48', () => {
    expect(ToolListQuery.safeParse({ limit: '49' }).success).toBe(false);
  });
});
