/**
 * The catalog's search engine: an in-memory index of every tool, answering catalog queries (words, filters,
 * facet counts, sorts, pages) and suggestions. It knows tools only as the contract's Tool; keeping it in step with
 * Firestore is catalog-index.ts's work.
 *
 * MiniSearch rather than Orama: on the same 10,000 tools MiniSearch held its index in 63 MB of heap against
 * Orama's 166 MB, and answered a catalog query with disjunctive facets at p95 58 ms against 702 ms (BENCHMARKS.md,
 * Search). It also takes a typo allowance per word (ours depends on the word's length; Orama's is one number per
 * query), and its default tokenizer already keeps Bengali script, which Orama's English one drops.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Locale } from '@store/contract/locale';
import { SUGGEST_TOOLS_MAX, type Suggestions } from '@store/contract/search';
import {
  POWER_SOURCES,
  TOOL_CATEGORIES,
  type FacetCounts,
  type PowerSource,
  type Tool,
  type ToolCategory,
  type ToolListSort,
} from '@store/contract/tool';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { invalidField } from '../http/api-error';
import { CATEGORY_WORDS, POWER_SOURCE_WORDS } from './search-words';
import { editDistance, modelTerms, typoBudget, words } from './search-text';

/**
 * What a field's match says of a tool, best first: the name, sku and model number name the tool; the category
 * and power source say what kind it is; the description only mentions a word.
 */
const FIELD_RANK = { name: 0, nameBn: 0, sku: 0, model: 0, category: 1, powerSource: 1, description: 2, descriptionBn: 2 } as const;
type Field = keyof typeof FIELD_RANK;
const FIELDS = Object.keys(FIELD_RANK) as Field[];
/** The fields a "Did you mean" word is taken from: words people write (a model number's joined runs are not). */
const WORD_FIELDS = FIELDS.filter((field) => field !== 'model');

/** Scores within a rank: the page's own language first. */
const BOOSTS: Record<Locale, Record<Field, number>> = {
  en: { name: 3, nameBn: 2, sku: 3, model: 2, category: 1.5, powerSource: 1.5, description: 1, descriptionBn: 0.8 },
  bn: { name: 2, nameBn: 3, sku: 3, model: 2, category: 1.5, powerSource: 1.5, description: 0.8, descriptionBn: 1 },
};

type SearchDocument = { id: string } & Record<Field, string>;

function searchDocument(tool: Tool): SearchDocument {
  const bn = tool.i18n.bn ?? {};
  return {
    id: tool.id,
    name: tool.name,
    nameBn: bn.name ?? '',
    sku: tool.sku ?? '',
    model: [...modelTerms(tool.name), ...modelTerms(tool.sku ?? ''), ...modelTerms(bn.name ?? '')].join(' '),
    category: tool.category ? CATEGORY_WORDS[tool.category] : '',
    powerSource: tool.powerSource ? POWER_SOURCE_WORDS[tool.powerSource] : '',
    description: tool.description,
    descriptionBn: bn.description ?? '',
  };
}

/** A tool with what sorting and filtering compare, worked out once: prices in whole poisha. */
interface Entry {
  tool: Tool;
  nameKey: string;
  poisha: number;
  createdMs: number;
}

const toPoisha = (taka: number) => Math.round(taka * 100);
/**
 * A price range's ends in whole poisha, both included: a bound between two poisha (the query may write 99.995)
 * keeps exactly the prices inside it. The slack absorbs binary fractions (4200.5 * 100 = 420050.00000000006).
 */
const lowestPoisha = (taka: number) => Math.ceil(taka * 100 - 1e-6);
const highestPoisha = (taka: number) => Math.floor(taka * 100 + 1e-6);

function entryOf(tool: Tool): Entry {
  return { tool, nameKey: tool.name.toLowerCase(), poisha: toPoisha(tool.price), createdMs: Date.parse(tool.createdAt) };
}

/** How well a tool matches the query: the sum of its words' best field ranks, how many words needed a typo, the score. */
interface Hit {
  entry: Entry;
  rank: number;
  typos: number;
  score: number;
}

/** The engine's query: GET /api/tools' parsed query. */
export interface ToolSearchQuery {
  q?: string;
  /** The start of a sku, alone: the tools whose sku starts so, in sku order (Manage Products before `q` found skus). */
  sku?: string;
  category?: ToolCategory;
  powerSource?: PowerSource;
  inStock?: boolean;
  minPrice?: number;
  maxPrice?: number;
  lang?: Locale;
  sort: ToolListSort;
  limit: number;
  cursor?: string;
}

export interface ToolSearchPage {
  tools: Tool[];
  total: number;
  facets: FacetCounts;
  didYouMean: string | null;
  nextCursor: string | null;
}

type SortKey = (string | number)[];
interface SortOrder {
  key: (hit: Hit) => SortKey;
  /** Per part of the key: 1 ascending or -1 descending, and its type. The last part is the id: no two tools tie. */
  parts: [1 | -1, 'string' | 'number'][];
}

const byId = (direction: 1 | -1): [1 | -1, 'string'] => [direction, 'string'];
const byName: SortOrder = { key: ({ entry }) => [entry.nameKey, entry.tool.id], parts: [[1, 'string'], byId(1)] };
/** The orders kept ready: every list sort but relevance, which depends on the words, and the sku search's. */
type StoredSort = Exclude<ToolListSort, 'relevance'> | 'sku';
const SORTS: Record<StoredSort, SortOrder> = {
  name: byName,
  sku: { key: ({ entry }) => [entry.tool.sku ?? '', entry.tool.id], parts: [[1, 'string'], byId(1)] },
  price_asc: { key: ({ entry }) => [entry.poisha, entry.tool.id], parts: [[1, 'number'], byId(1)] },
  price_desc: { key: ({ entry }) => [entry.poisha, entry.tool.id], parts: [[-1, 'number'], byId(-1)] },
  newest: { key: ({ entry }) => [entry.createdMs, entry.tool.id], parts: [[-1, 'number'], byId(-1)] },
  stock_asc: { key: ({ entry }) => [entry.tool.available, entry.tool.id], parts: [[1, 'number'], byId(1)] },
};
/**
 * Relevance: the fields the words matched (name and sku, then category and power source, then description), then
 * exact words before typos, then in stock first, then the score, then by name.
 */
const BY_RELEVANCE: SortOrder = {
  key: ({ entry, rank, typos, score }) => [rank, typos, entry.tool.available > 0 ? 1 : 0, score, entry.nameKey, entry.tool.id],
  parts: [[1, 'number'], [1, 'number'], [-1, 'number'], [-1, 'number'], [1, 'string'], byId(1)],
};

function compareKeys(a: SortKey, b: SortKey, { parts }: SortOrder): number {
  for (let index = 0; index < a.length; index++) {
    const [x, y] = [a[index]!, b[index]!];
    if (x !== y) return (x < y ? -1 : 1) * parts[index]![0];
  }
  return 0;
}

/** The cursor's sort values, each of the type its sort compares (a cursor of another sort is refused). */
function readCursor(cursor: string, order: SortOrder): SortKey {
  const values = decodeCursor(cursor, order.parts.length);
  if (values.some((value, index) => typeof value !== order.parts[index]![1])) throw invalidField('cursor', 'Invalid cursor');
  return values as SortKey;
}

const emptyFacets = (): FacetCounts => ({
  category: Object.fromEntries(TOOL_CATEGORIES.map((category) => [category, 0])) as FacetCounts['category'],
  powerSource: Object.fromEntries(POWER_SOURCES.map((source) => [source, 0])) as FacetCounts['powerSource'],
});

export class ToolSearchIndex {
  private readonly mini = new MiniSearch<SearchDocument>({
    fields: FIELDS,
    tokenize: words,
    // words() has normalized every term already.
    processTerm: (term) => term,
  });
  private readonly entries = new Map<string, Entry>();
  /** The tools in each sort's order, worked out when first asked and forgotten at the next change. */
  private readonly sorted = new Map<StoredSort, Entry[]>();

  constructor(tools: Tool[] = []) {
    this.mini.addAll(tools.map(searchDocument));
    for (const tool of tools) this.entries.set(tool.id, entryOf(tool));
  }

  get size(): number {
    return this.entries.size;
  }

  has(id: string): boolean {
    return this.entries.has(id);
  }

  /** Adds the tool, or replaces what the index knew of it. */
  upsert(tool: Tool): void {
    if (this.entries.has(tool.id)) this.mini.replace(searchDocument(tool));
    else this.mini.add(searchDocument(tool));
    this.entries.set(tool.id, entryOf(tool));
    this.sorted.clear();
  }

  remove(id: string): void {
    if (!this.entries.delete(id)) return;
    this.mini.discard(id);
    this.sorted.clear();
  }

  /** One page of the tools that match the query and filters, with the facet counts and, for none, a correction. */
  search(query: ToolSearchQuery): ToolSearchPage {
    const queryWords = words(query.q ?? '');
    const matches = queryWords.length > 0 ? this.match(queryWords, query.lang ?? 'en') : null;
    const order = query.sku ? SORTS.sku : query.sort !== 'relevance' ? SORTS[query.sort] : matches ? BY_RELEVANCE : byName;
    const found = this.filter(matches ?? this.listed(query), query);
    // Without words the tools came in the order asked already; with them, sort what matched.
    if (matches) {
      const keys = new Map(found.tools.map((hit) => [hit, order.key(hit)]));
      found.tools.sort((a, b) => compareKeys(keys.get(a)!, keys.get(b)!, order));
    }
    return {
      ...this.pageOf(found.tools, order, query),
      total: found.tools.length,
      facets: found.facets,
      didYouMean: found.tools.length === 0 && queryWords.length > 0 ? this.didYouMean(queryWords, query) : null,
    };
  }

  /** Without words: the whole catalog in the order asked, or the tools whose sku starts with the one asked. */
  private listed({ sku, sort }: ToolSearchQuery): Hit[] {
    const entries = this.inOrder(sku ? 'sku' : sort === 'relevance' ? 'name' : sort);
    return (sku ? entries.filter((entry) => entry.tool.sku?.startsWith(sku)) : entries).map((entry) => ({ entry, rank: 0, typos: 0, score: 0 }));
  }

  /**
   * The hits that pass every filter, and the facet counts: for each category, the hits that pass every filter but
   * the category's (so each choice says how many it would list), and the same for power sources.
   */
  private filter(hits: Iterable<Hit>, query: ToolSearchQuery): { tools: Hit[]; facets: FacetCounts } {
    const minPoisha = query.minPrice === undefined ? -Infinity : lowestPoisha(query.minPrice);
    const maxPoisha = query.maxPrice === undefined ? Infinity : highestPoisha(query.maxPrice);
    const facets = emptyFacets();
    const tools: Hit[] = [];
    for (const hit of hits) {
      const { tool, poisha } = hit.entry;
      if (query.inStock && tool.available <= 0) continue;
      if (poisha < minPoisha || poisha > maxPoisha) continue;
      const categoryFits = !query.category || tool.category === query.category;
      const sourceFits = !query.powerSource || tool.powerSource === query.powerSource;
      if (sourceFits && tool.category) facets.category[tool.category] += 1;
      if (categoryFits && tool.powerSource) facets.powerSource[tool.powerSource] += 1;
      if (categoryFits && sourceFits) tools.push(hit);
    }
    return { tools, facets };
  }

  /** Up to six tools for what has been typed so far, best first, and the categories of all that match. */
  suggest(q: string, lang: Locale = 'en'): Suggestions {
    const queryWords = words(q);
    if (queryWords.length === 0) return { tools: [], categories: [] };
    const hits = [...this.match(queryWords, lang)];
    const perCategory = new Map<ToolCategory, number>();
    for (const { entry } of hits) {
      if (entry.tool.category) perCategory.set(entry.tool.category, (perCategory.get(entry.tool.category) ?? 0) + 1);
    }
    const keys = new Map(hits.map((hit) => [hit, BY_RELEVANCE.key(hit)]));
    hits.sort((a, b) => compareKeys(keys.get(a)!, keys.get(b)!, BY_RELEVANCE));
    return {
      tools: hits.slice(0, SUGGEST_TOOLS_MAX).map(({ entry: { tool } }) => ({
        name: (lang === 'bn' && tool.i18n.bn?.name) || tool.name,
        slug: tool.slug,
        picture: tool.pictures[0] ?? tool.picture,
        price: tool.price,
      })),
      categories: TOOL_CATEGORIES.filter((category) => perCategory.has(category)).sort((a, b) => perCategory.get(b)! - perCategory.get(a)!),
    };
  }

  /** The tools matching every word (by prefix, or within its typo budget), with how well. */
  private match(queryWords: string[], lang: Locale): Hit[] {
    let hits: Map<string, Hit> | null = null;
    // The rarest word first: each later word only narrows the tools kept.
    const perWord = queryWords.map((word) => ({ word, results: this.wordResults(word, lang) })).sort((a, b) => a.results.length - b.results.length);
    for (const { word, results } of perWord) {
      const next = new Map<string, Hit>();
      for (const result of results) {
        const id = result.id as string;
        const entry = this.entries.get(id);
        const before: Hit | undefined = hits ? hits.get(id) : entry && { entry, rank: 0, typos: 0, score: 0 };
        if (!before) continue;
        const { rank, typo } = bestMatch(word, result);
        next.set(id, { entry: before.entry, rank: before.rank + rank, typos: before.typos + (typo ? 1 : 0), score: before.score + result.score });
      }
      hits = next;
      if (hits.size === 0) break;
    }
    return [...(hits?.values() ?? [])];
  }

  private wordResults(word: string, lang: Locale): SearchResult[] {
    return this.mini.search(word, { prefix: true, fuzzy: typoBudget(word), boost: BOOSTS[lang] });
  }

  /** The tools in a sort's order (without a query: the whole catalog), kept until the index changes. */
  private inOrder(sort: StoredSort): Entry[] {
    let entries = this.sorted.get(sort);
    if (!entries) {
      const order = SORTS[sort];
      const keyed = [...this.entries.values()].map((entry) => ({ entry, key: order.key({ entry, rank: 0, typos: 0, score: 0 }) }));
      keyed.sort((a, b) => compareKeys(a.key, b.key, order));
      entries = keyed.map(({ entry }) => entry);
      this.sorted.set(sort, entries);
    }
    return entries;
  }

  /** The page after the cursor: the first tools whose sort values come after the cursor's. */
  private pageOf(found: Hit[], order: SortOrder, { limit, cursor }: ToolSearchQuery): Pick<ToolSearchPage, 'tools' | 'nextCursor'> {
    let start = 0;
    if (cursor) {
      const after = readCursor(cursor, order);
      let [low, high] = [0, found.length];
      while (low < high) {
        const middle = (low + high) >> 1;
        if (compareKeys(order.key(found[middle]!), after, order) <= 0) low = middle + 1;
        else high = middle;
      }
      start = low;
    }
    const page = found.slice(start, start + limit);
    const last = page.at(-1);
    return {
      tools: page.map((hit) => hit.entry.tool),
      nextCursor: start + limit < found.length && last ? encodeCursor(order.key(last)) : null,
    };
  }

  /**
   * The query with each word that matches nothing replaced by the closest word the catalog has, when that query
   * finds tools with the same filters; otherwise null.
   */
  private didYouMean(queryWords: string[], query: ToolSearchQuery): string | null {
    const lang = query.lang ?? 'en';
    let changed = false;
    const corrected: string[] = [];
    for (const word of queryWords) {
      if (this.wordResults(word, lang).length > 0) {
        corrected.push(word);
        continue;
      }
      const closest = this.closestWord(word);
      if (!closest) return null;
      corrected.push(closest);
      changed = true;
    }
    if (!changed) return null;
    const suggestion = corrected.join(' ');
    return this.search({ ...query, q: suggestion, cursor: undefined, limit: 1 }).total > 0 ? suggestion : null;
  }

  /** The catalog's word nearest to `word`: fewest edits, then the most tools that have it. */
  private closestWord(word: string): string | null {
    const reach = word.length < 3 ? 1 : Math.max(2, typoBudget(word) + 1);
    const tools = new Map<string, number>();
    for (const result of this.mini.search(word, { fields: WORD_FIELDS, prefix: false, fuzzy: reach })) {
      for (const term of Object.keys(result.match)) tools.set(term, (tools.get(term) ?? 0) + 1);
    }
    let best: { term: string; distance: number; count: number } | null = null;
    for (const [term, count] of tools) {
      const distance = editDistance(word, term);
      if (distance > reach) continue;
      if (!best || distance < best.distance || (distance === best.distance && (count > best.count || (count === best.count && term < best.term)))) {
        best = { term, distance, count };
      }
    }
    return best?.term ?? null;
  }
}

/** The best way a tool matched one word: its best field's rank, and whether only a typo matched there. */
function bestMatch(word: string, result: SearchResult): { rank: number; typo: boolean } {
  let best = { rank: Infinity, typo: true };
  for (const [term, fields] of Object.entries(result.match)) {
    const typo = !term.startsWith(word);
    for (const field of fields as Field[]) {
      const rank = FIELD_RANK[field];
      if (rank < best.rank || (rank === best.rank && best.typo && !typo)) best = { rank, typo };
    }
  }
  return best;
}
