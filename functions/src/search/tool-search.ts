/**
 * The store's search, as the rest of the API uses it: these two calls are all it knows of the engine. Today that is
 * an index in each instance's memory (tool-search-index.ts), kept in step with Firestore (catalog-index.ts); a
 * hosted engine (Typesense or Algolia, fed by their Firestore extensions) would answer the same two calls, with
 * the same facets and the same typo rules (docs/search.md says at what catalog size).
 */
import type { Locale } from '@store/contract/locale';
import type { Suggestions } from '@store/contract/search';
import { catalogIndex } from './catalog-index';
import type { ToolSearchPage, ToolSearchQuery } from './tool-search-index';

export type { ToolSearchPage, ToolSearchQuery };

/** A page of the catalog: the tools matching the words and filters, sorted, with facet counts and "Did you mean". */
export async function searchTools(query: ToolSearchQuery): Promise<ToolSearchPage> {
  return (await catalogIndex.forCatalog()).search(query);
}

/** Suggestions for what a visitor has typed so far: up to six tools and the categories of all that match. */
export async function suggestTools(q: string, lang?: Locale): Promise<Suggestions> {
  return (await catalogIndex.forSuggestions()).suggest(q, lang);
}
