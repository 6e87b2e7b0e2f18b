import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { POWER_SOURCES, TOOL_CATEGORIES } from '@store/contract/tool';
import { CATEGORY_WORDS, POWER_SOURCE_WORDS } from './search-words';
import { words } from './search-text';

/** The storefront's names of categories and power sources, as a visitor reads them on either language's pages. */
const messages = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../../web/src/lib/i18n/messages/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const camel = (id: string) => id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

describe('the search words of categories and power sources', () => {
  it.each(['en', 'bn'])('hold every word of the names the %s pages show', (locale) => {
    const catalog = messages(locale);
    for (const category of TOOL_CATEGORIES) {
      expect(words(CATEGORY_WORDS[category]), category).toEqual(expect.arrayContaining(words(catalog[`category.${camel(category)}`]!)));
    }
    for (const source of POWER_SOURCES) {
      expect(words(POWER_SOURCE_WORDS[source]), source).toEqual(expect.arrayContaining(words(catalog[`powerSource.${source}`]!)));
    }
  });
});
