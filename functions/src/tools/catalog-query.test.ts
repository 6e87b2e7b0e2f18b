import { beforeAll, describe, expect, it } from 'vitest';
import { TOOL_LIST_SORTS, type PowerSource, type Tool, type ToolCategory, type ToolListSort } from '@store/contract/tool';
import { api as routes } from '@store/contract/routes';
import { api, publicCallReads, resetEmulators, seedTool } from '../test-support/emulators';
// Registers the public routes, so publicCallReads can answer them in this process.
import './tool-routes';

// Every query the catalog's controls can make: category x power source x in stock x sort x search, each paged
// through to the end. The catalog answers from the search index; what a call reads from Firestore is its check
// that the index is current (one document), whatever the catalog's size.

interface Filters {
  q?: string;
  category?: ToolCategory;
  powerSource?: PowerSource;
  inStock?: boolean;
  sort: ToolListSort;
}

/** A word of the names below; it also finds every drill or driver by its category's words (drill, driver). */
const WORD = 'drill';
const combinations: Filters[] = [];
for (const category of [undefined, 'drills-drivers'] as const) {
  for (const powerSource of [undefined, 'battery'] as const) {
    for (const inStock of [undefined, true]) {
      for (const sort of TOOL_LIST_SORTS) {
        for (const q of [undefined, WORD]) combinations.push({ category, powerSource, inStock, sort, q });
      }
    }
  }
}
const label = (filters: Filters) =>
  Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('&');

describe('GET /api/tools with every combination of filters', () => {
  const seeded: Tool[] = [];
  const LIMIT = 2;

  beforeAll(async () => {
    await resetEmulators();
    const spread = [
      ['Drill Driver Compact', 'drills-drivers', 'battery', 100],
      ['Drill Driver Pro', 'drills-drivers', 'battery', 0],
      ['Hammer Drill Mains', 'drills-drivers', 'corded', 40],
      ['Drill Press Bench', 'drills-drivers', 'corded', 0],
      ['Impact Driver Mini', 'drills-drivers', 'battery', 12],
      ['Angle Grinder Cordless', 'grinders', 'battery', 8],
      ['Drywall Sander', 'sanders', 'corded', 3],
      ['Air Drill Pneumatic', 'drills-drivers', 'pneumatic', 5],
      ['Hand Drill Manual', 'drills-drivers', 'manual', 0],
      ['Circular Saw Battery', 'saws', 'battery', 9],
    ] as const;
    for (const [index, [name, category, powerSource, available]] of spread.entries()) {
      // A description no query word matches, so only names and categories decide.
      seeded.push(await seedTool({ name, category, powerSource, available, description: 'Sold by the box.', price: 10 + ((index * 7) % 10) * 11 }));
    }
  });

  const nameHas = (tool: Tool, word: string) => tool.name.toLowerCase().split(' ').some((part) => part.startsWith(word));
  const sortKey: Record<ToolListSort, (tool: Tool, filters: Filters) => string | number> = {
    name: (tool) => tool.name.toLowerCase(),
    price_asc: (tool) => tool.price,
    price_desc: (tool) => -tool.price,
    newest: (tool) => -Date.parse(tool.createdAt),
    stock_asc: (tool) => tool.available,
    // A search's own order: a name match before a category match, then in stock first; without words, by name.
    relevance: (tool, { q }) => (q ? (nameHas(tool, q) ? 0 : 2) + (tool.available > 0 ? 0 : 1) : tool.name.toLowerCase()),
  };

  it.each(combinations.map((filters) => [label(filters), filters] as const))(
    '%s pages through the matching tools in order, with facet counts, reading one document a call',
    async (_, filters) => {
      const matching = seeded.filter(
        (tool) =>
          (!filters.category || tool.category === filters.category) &&
          (!filters.powerSource || tool.powerSource === filters.powerSource) &&
          (!filters.inStock || tool.available > 0) &&
          (!filters.q || nameHas(tool, filters.q) || tool.category === 'drills-drivers'),
      );
      const listed: Tool[] = [];
      let cursor: string | null = null;
      do {
        const query = `${label(filters)}&limit=${LIMIT}${cursor ? `&cursor=${cursor}` : ''}`;
        const res = await api('GET', `/tools?${query}`);
        expect(res.status, query).toBe(200);
        const reads = await publicCallReads(routes.listTools, query);
        expect(reads.body, query).toEqual(res.body);
        // The check that the index is current reads the newest change: 0 would mean nothing was counted.
        expect(reads.docs, query).toBe(1);
        expect(res.body.total, query).toBe(matching.length);
        expect(res.body.facets.category[filters.category ?? 'drills-drivers'], query).toBe(
          matching.filter((tool) => tool.category === (filters.category ?? 'drills-drivers')).length,
        );
        listed.push(...(res.body.tools as Tool[]));
        cursor = res.body.nextCursor as string | null;
      } while (cursor);
      expect(listed.map((tool) => tool.id).sort()).toEqual(matching.map((tool) => tool.id).sort());
      const keys = listed.map((tool) => sortKey[filters.sort](tool, filters));
      expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    },
  );
});
