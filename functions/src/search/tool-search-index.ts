/**
 * The catalog's search engine: an in-memory index of every tool, answering catalog queries (words, filters,
 * facet counts, sorts, pages) and suggestions. It knows tools only as the contract's Tool; keeping it in step with
 * Firestore is catalog-index.ts's work.
 *
 * MiniSearch rather than Orama: on the same 10,000 tools MiniSearch held its index in 63 MB of heap against
 * Orama's 166 MB, built it in 3.0 s against 5.8 s, and answered a catalog query with disjunctive facets at p95 24 ms
 * against 368 ms (BENCHMARKS.md, Search). It also takes a typo allowance per word (ours depends on the word's
 * length; Orama's is one number per query), and splits words on Unicode classes, keeping Bengali script, which
 * Orama's English tokenizer drops.
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
import { poishaAtLeast, poishaAtMost, toPoisha } from '@store/contract/money';

/**
 * What a match says of a tool, best first: the name, sku and model number name the tool (rank 0); its category
 * and power source say what kind it is (rank 1, KIND_RANK); the description only mentions a word (rank 2).
 */
const FIELD_RANK = { name: 0, nameBn: 0, sku: 0, model: 0, description: 2, descriptionBn: 2 } as const;
const KIND_RANK = 1;
type Field = keyof typeof FIELD_RANK;
const FIELDS = Object.keys(FIELD_RANK) as Field[];
/** The fields a "Did you mean" word is taken from: words people write (a model number's joined runs are not). */
const WORD_FIELDS = FIELDS.filter((field) => field !== 'model');

/** Scores within a rank: the page's own language first. */
const BOOSTS: Record<Locale, Record<Field, number>> = {
  en: { name: 3, nameBn: 2, sku: 3, model: 2, description: 1, descriptionBn: 0.8 },
  bn: { name: 2, nameBn: 3, sku: 3, model: 2, description: 0.8, descriptionBn: 1 },
};
/** The score a category or power source word adds: about a short field's, so a kind ranks by its other words. */
const KIND_SCORE = 1;

type SearchDocument = { id: string } & Record<Field, string>;

function searchDocument(tool: Tool): SearchDocument {
  const bn = tool.i18n.bn ?? {};
  return {
    id: tool.id,
    name: tool.name,
    nameBn: bn.name ?? '',
    sku: tool.sku ?? '',
    model: [...modelTerms(tool.name), ...modelTerms(tool.sku ?? ''), ...modelTerms(bn.name ?? '')].join(' '),
    description: tool.description,
    descriptionBn: bn.description ?? '',
  };
}

/**
 * The words of the categories and power sources, matched once per query word by the same rules as the tools'
 * fields; the tools of each kind are listed apart (ToolSearchIndex.byKind). Indexing the same 15 words in every
 * tool instead took a quarter of the index's build time.
 */
type Kind = `category:${ToolCategory}` | `powerSource:${PowerSource}`;
const kindOf = (tool: Tool): Kind[] => [
  ...(tool.category ? [`category:${tool.category}` as const] : []),
  ...(tool.powerSource ? [`powerSource:${tool.powerSource}` as const] : []),
];
const KINDS = new MiniSearch<{ id: Kind; words: string }>({ fields: ['words'], tokenize: words, processTerm: (term) => term });
KINDS.addAll([
  ...TOOL_CATEGORIES.map((category) => ({ id: `category:${category}` as const, words: CATEGORY_WORDS[category] })),
  ...POWER_SOURCES.map((source) => ({ id: `powerSource:${source}` as const, words: POWER_SOURCE_WORDS[source] })),
]);

/** How a tool matched one word: its best rank, whether only a typo matched there, and the score. */
interface WordMatch {
  rank: number;
  typo: boolean;
  score: number;
}

/** A tool with what sorting and filtering compare, worked out once: prices in whole poisha. */
interface Entry {
  tool: Tool;
  nameKey: string;
  poisha: number;
  createdMs: number;
}


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

/** A tool listed without words: every hit alike. */
const asHit = (entry: Entry): Hit => ({ entry, rank: 0, typos: 0, score: 0 });

/** Where in `sorted` (in `order`, each item's key given by keyOf) the first item after `key` is: a binary search. */
function firstAfter<T>(sorted: T[], keyOf: (item: T) => SortKey, order: SortOrder, key: SortKey): number {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compareKeys(keyOf(sorted[middle]!), key, order) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The first `count` hits in `order`, without sorting them all (suggestions want six of thousands). */
function best(hits: Hit[], count: number, order: SortOrder): Hit[] {
  const kept: { hit: Hit; key: SortKey }[] = [];
  for (const hit of hits) {
    const key = order.key(hit);
    if (kept.length === count && compareKeys(key, kept[count - 1]!.key, order) >= 0) continue;
    let at = kept.length;
    while (at > 0 && compareKeys(key, kept[at - 1]!.key, order) < 0) at--;
    kept.splice(at, 0, { hit, key });
    if (kept.length > count) kept.pop();
  }
  return kept.map(({ hit }) => hit);
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
    // Each word once per field: a field's length is already its distinct words, and a word said twice in a
    // description is no more relevant; it spares a fifth of the build.
    tokenize: (text) => [...new Set(words(text))],
    // words() has normalized every term already.
    processTerm: (term) => term,
  });
  private readonly entries = new Map<string, Entry>();
  /** The ids of the tools of each category and power source. */
  private readonly byKind = new Map<Kind, Set<string>>();
  /** The tools in each sort's order, worked out when first asked and forgotten at the next change. */
  private readonly sorted = new Map<StoredSort, Entry[]>();

  constructor(tools: Tool[] = []) {
    this.mini.addAll(tools.map(searchDocument));
    for (const tool of tools) this.keep(tool);
  }

  get size(): number {
    return this.entries.size;
  }

  has(id: string): boolean {
    return this.entries.has(id);
  }

  /** Adds the tool, or replaces what the index knew of it. */
  upsert(tool: Tool): void {
    const before = this.entries.get(tool.id);
    if (before) {
      this.mini.replace(searchDocument(tool));
      this.forget(before);
    } else {
      this.mini.add(searchDocument(tool));
    }
    this.resort(before, this.keep(tool));
  }

  remove(id: string): void {
    const before = this.entries.get(id);
    if (!before) return;
    this.mini.discard(id);
    this.forget(before);
    this.resort(before, undefined);
  }

  private keep(tool: Tool): Entry {
    const entry = entryOf(tool);
    this.entries.set(tool.id, entry);
    for (const kind of kindOf(tool)) {
      let ids = this.byKind.get(kind);
      if (!ids) this.byKind.set(kind, (ids = new Set()));
      ids.add(tool.id);
    }
    return entry;
  }

  private forget(entry: Entry) {
    for (const kind of kindOf(entry.tool)) this.byKind.get(kind)?.delete(entry.tool.id);
    this.entries.delete(entry.tool.id);
  }

  /**
   * Moves a changed tool within the sorted orders already worked out, rather than sorting the catalog again at the
   * next list: orders change stock all day.
   */
  private resort(before: Entry | undefined, after: Entry | undefined) {
    for (const [sort, entries] of this.sorted) {
      const order = SORTS[sort];
      if (before) entries.splice(entries.indexOf(before), 1);
      const keyOf = (entry: Entry) => order.key(asHit(entry));
      if (after) entries.splice(firstAfter(entries, keyOf, order, keyOf(after)), 0, after);
    }
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
    return (sku ? entries.filter((entry) => entry.tool.sku?.startsWith(sku)) : entries).map(asHit);
  }

  /**
   * The hits that pass every filter, and the facet counts: for each category, the hits that pass every filter but
   * the category's (so each choice says how many it would list), and the same for power sources.
   */
  private filter(hits: Iterable<Hit>, query: ToolSearchQuery): { tools: Hit[]; facets: FacetCounts } {
    const minPoisha = query.minPrice === undefined ? -Infinity : poishaAtLeast(query.minPrice);
    const maxPoisha = query.maxPrice === undefined ? Infinity : poishaAtMost(query.maxPrice);
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
    return {
      tools: best(hits, SUGGEST_TOOLS_MAX, BY_RELEVANCE).map(({ entry: { tool } }) => ({
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
    const perWord = queryWords.map((word) => this.wordMatches(word, lang)).sort((a, b) => a.size - b.size);
    for (const matches of perWord) {
      const next = new Map<string, Hit>();
      for (const [id, { rank, typo, score }] of matches) {
        const entry = this.entries.get(id);
        const before: Hit | undefined = hits ? hits.get(id) : entry && { entry, rank: 0, typos: 0, score: 0 };
        if (!before) continue;
        next.set(id, { entry: before.entry, rank: before.rank + rank, typos: before.typos + (typo ? 1 : 0), score: before.score + score });
      }
      hits = next;
      if (hits.size === 0) break;
    }
    return [...(hits?.values() ?? [])];
  }

  /** The tools one word matches, by prefix or within its typo budget, in their fields or by their kind's words. */
  private wordMatches(word: string, lang: Locale): Map<string, WordMatch> {
    const options = { prefix: true, fuzzy: typoBudget(word) };
    const matches = new Map<string, WordMatch>();
    for (const result of this.mini.search(word, { ...options, boost: BOOSTS[lang] })) {
      matches.set(result.id as string, { ...bestMatch(word, result), score: result.score });
    }
    for (const kind of KINDS.search(word, options)) {
      const typo = isTypo(word, kind);
      for (const id of this.byKind.get(kind.id as Kind) ?? []) {
        const found = matches.get(id);
        const score = typo ? KIND_SCORE / 2 : KIND_SCORE;
        if (!found) matches.set(id, { rank: KIND_RANK, typo, score });
        else matches.set(id, { ...better(found, { rank: KIND_RANK, typo }), score: found.score + score });
      }
    }
    return matches;
  }

  /** The tools in a sort's order (without a query: the whole catalog), kept until the index changes. */
  private inOrder(sort: StoredSort): Entry[] {
    let entries = this.sorted.get(sort);
    if (!entries) {
      const order = SORTS[sort];
      const keyed = [...this.entries.values()].map((entry) => ({ entry, key: order.key(asHit(entry)) }));
      keyed.sort((a, b) => compareKeys(a.key, b.key, order));
      entries = keyed.map(({ entry }) => entry);
      this.sorted.set(sort, entries);
    }
    return entries;
  }

  /** The page after the cursor: the first tools whose sort values come after the cursor's. */
  private pageOf(found: Hit[], order: SortOrder, { limit, cursor }: ToolSearchQuery): Pick<ToolSearchPage, 'tools' | 'nextCursor'> {
    const start = cursor ? firstAfter(found, order.key, order, readCursor(cursor, order)) : 0;
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
      if (this.wordMatches(word, lang).size > 0) {
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
    for (const kind of KINDS.search(word, { prefix: false, fuzzy: reach })) {
      const count = this.byKind.get(kind.id as Kind)?.size ?? 0;
      for (const term of Object.keys(kind.match)) if (count > 0) tools.set(term, (tools.get(term) ?? 0) + count);
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

/** Whether a result matched the word only with a typo (no term of it starts with the word). */
const isTypo = (word: string, result: SearchResult) => !Object.keys(result.match).some((term) => term.startsWith(word));

/** The better of two ways to match a word: the better rank, and at the same rank, without a typo. */
const better = (a: Omit<WordMatch, 'score'>, b: Omit<WordMatch, 'score'>) => (b.rank < a.rank || (b.rank === a.rank && a.typo && !b.typo) ? b : a);

/** The best way a tool matched one word in its fields. */
function bestMatch(word: string, result: SearchResult): Omit<WordMatch, 'score'> {
  let best = { rank: Infinity, typo: true };
  for (const [term, fields] of Object.entries(result.match)) {
    const typo = !term.startsWith(word);
    for (const field of fields as Field[]) best = better(best, { rank: FIELD_RANK[field], typo });
  }
  return best;
}
