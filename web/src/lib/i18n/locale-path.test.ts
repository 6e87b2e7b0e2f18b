import { describe, expect, it } from 'vitest';
import { localeOfPath, localizedPath, unlocalizedPath } from './locale-path';

describe('the language of an address', () => {
  it.each([
    ['/', 'en', '/'],
    ['/tools/cordless-drill', 'en', '/tools/cordless-drill'],
    ['/bn', 'bn', '/'],
    ['/bn/', 'bn', '/'],
    ['/bn/tools/cordless-drill', 'bn', '/tools/cordless-drill'],
    // Only the whole segment: a path that merely starts with the letters is an English page.
    ['/bnx', 'en', '/bnx'],
  ])('reads %s as %s, at the app path %s', (pathname, locale, path) => {
    expect(localeOfPath(pathname)).toBe(locale);
    expect(unlocalizedPath(pathname)).toBe(path);
  });

  it('writes an app path in either language', () => {
    expect(localizedPath('/', 'bn')).toBe('/bn/');
    expect(localizedPath('/tools?q=drill', 'bn')).toBe('/bn/tools?q=drill');
    expect(localizedPath('/tools?q=drill', 'en')).toBe('/tools?q=drill');
  });
});
