import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOOL_LIST_SORTS, type Tool, type ToolListSort } from '@store/contract/tool';
import { api as routes } from '@store/contract/routes';
import { api, publicCallReads, resetEmulators, seedTool } from '../test-support/emulators';
// Registers the public routes, so publicCallReads can answer them in this process.
import './tool-routes';
import { catalogQuery, type ToolListOptions } from './tool-store';

// Every query the catalog's controls can make: category x power source x in stock x sort x search. The
// Firestore emulator does not insist on composite indexes, so each query's shape is also held to
// firestore.indexes.json, as production Firestore would hold it.

type Filters = Omit<ToolListOptions, 'limit' | 'cursor'>;

const combinations: Filters[] = [];
for (const category of [undefined, 'drills-drivers'] as const) {
  for (const powerSource of [undefined, 'battery'] as const) {
    for (const inStock of [undefined, true]) {
      for (const sort of TOOL_LIST_SORTS) {
        for (const q of [undefined, 'dri']) combinations.push({ category, powerSource, inStock, sort, q });
      }
    }
  }
}
const label = (filters: Filters) =>
  Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('&');

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
const indexes = (
  JSON.parse(readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8')) as {
    indexes: { collectionGroup: string; fields: IndexField[] }[];
  }
).indexes.filter((index) => index.collectionGroup === 'tools');

/** "searchPrefixes:CONTAINS", "price:DESCENDING": a field of an index as a query needs it. */
const fieldKey = (field: IndexField) => `${field.fieldPath}:${field.arrayConfig ?? field.order}`;

/** Whether an index serves equality/array-contains filters on `filtered` (any order), then `ordered`. */
function hasIndex(filtered: string[], ordered?: string) {
  return indexes.some((index) => {
    const keys = index.fields.map(fieldKey);
    const tail = ordered ? keys.slice(-1) : [];
    const head = ordered ? keys.slice(0, -1) : keys;
    return (!ordered || tail[0] === ordered) && head.length === filtered.length && filtered.every((key) => head.includes(key));
  });
}

describe('the catalog query of every combination of filters', () => {
  it.each(combinations.map((filters) => [label(filters), filters] as const))('%s has its composite indexes', (_, filters) => {
    const { filters: where, orderBy } = catalogQuery(filters);
    const filtered = where.map(([field, op]) => `${field}:${op === 'array-contains' ? 'CONTAINS' : 'ASCENDING'}`);
    const ordered = `${orderBy[0]}:${orderBy[1] === 'asc' ? 'ASCENDING' : 'DESCENDING'}`;
    // The page, and the count() of all matches (single-field indexes serve one filter alone).
    if (filtered.length > 0) expect(hasIndex(filtered, ordered), `index for ${filtered.join(', ')} then ${ordered}`).toBe(true);
    if (filtered.length > 1) expect(hasIndex(filtered), `index for the count over ${filtered.join(', ')}`).toBe(true);
  });
});

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
      seeded.push(await seedTool({ name, category, powerSource, available, price: 10 + ((index * 7) % 10) * 11 }));
    }
  });

  const sortKey: Record<ToolListSort, (tool: Tool) => string | number> = {
    name: (tool) => tool.name.toLowerCase(),
    price_asc: (tool) => tool.price,
    price_desc: (tool) => -tool.price,
    newest: (tool) => -Date.parse(tool.createdAt),
    stock_asc: (tool) => tool.available,
  };

  it.each(combinations.map((filters) => [label(filters), filters] as const))(
    '%s pages through the matching tools in order, reading at most limit + 1 documents a call',
    async (_, filters) => {
      const matching = seeded.filter(
        (tool) =>
          (!filters.category || tool.category === filters.category) &&
          (!filters.powerSource || tool.powerSource === filters.powerSource) &&
          (!filters.inStock || tool.available > 0) &&
          (!filters.q || tool.name.toLowerCase().split(' ').some((word) => word.startsWith(filters.q!))),
      );
      const listed: Tool[] = [];
      let cursor: string | null = null;
      do {
        const query = `${label(filters)}&limit=${LIMIT}${cursor ? `&cursor=${cursor}` : ''}`;
        const res = await api('GET', `/tools?${query}`);
        expect(res.status, query).toBe(200);
        const reads = await publicCallReads(routes.listTools, query);
        expect(reads.body, query).toEqual(res.body);
        // A query costs at least one read: 0 would mean nothing was counted.
        expect(reads.docs, query).toBeGreaterThan(0);
        expect(reads.docs, query).toBeLessThanOrEqual(LIMIT + 1);
        expect(res.body.total, query).toBe(matching.length);
        listed.push(...(res.body.tools as Tool[]));
        cursor = res.body.nextCursor as string | null;
      } while (cursor);
      expect(listed.map((tool) => tool.id).sort()).toEqual(matching.map((tool) => tool.id).sort());
      const keys = listed.map(sortKey[filters.sort]);
      expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    },
  );
});
