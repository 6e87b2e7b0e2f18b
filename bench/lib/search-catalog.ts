import { Timestamp } from 'firebase-admin/firestore';
import { slugify, type Tool } from '@store/contract/tool';
import { newToolDocument, toTool, type ToolDocument } from '../../functions/src/tools/tool-model';
import { toolInput, tools as seedTools } from '../../scripts/seed/catalog';

/** Model series as manufacturers write them ("GSB 18V-50"): letters, then a voltage or size, then a variant. */
const SERIES = ['GSB', 'GWS', 'PRO', 'MAX', 'XT', 'HD', 'VF', 'CX'];
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const toBengaliDigits = (value: number) => String(value).replace(/\d/g, (digit) => BENGALI_DIGITS[Number(digit)]!);

/** A small deterministic generator (mulberry32), so every run measures the same catalog. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SyntheticTool {
  id: string;
  doc: ToolDocument;
}

/**
 * `count` tool documents made from the seed catalog's, as a large store would have them: each seed tool in many
 * models ("Cordless Drill Driver 18V GSB 18V-50"), with its own sku, price (whole poisha), stock (about one in six
 * sold out), date and, for four in five, a Bangla name and description.
 */
export function syntheticToolDocuments(count: number, seed = 25): SyntheticTool[] {
  const next = random(seed);
  const start = Date.parse('2025-01-01T00:00:00Z');
  return Array.from({ length: count }, (_, index) => {
    const base = seedTools[index % seedTools.length]!;
    const input = toolInput(base);
    const series = SERIES[Math.floor(next() * SERIES.length)]!;
    const size = [12, 18, 20, 36, 125, 230][Math.floor(next() * 6)]!;
    const variant = 10 + Math.floor(next() * 90);
    const name = `${base.name} ${series} ${size}V-${variant}`;
    const bn = { name: `${base.bn.name} ${series} ${toBengaliDigits(size)}V-${toBengaliDigits(variant)}`, description: base.bn.description };
    const doc = newToolDocument(
      {
        ...input,
        name,
        sku: `${series}-${size}V-${variant}-${index + 1}`,
        price: Math.round(base.price * (0.6 + next()) * 100) / 100,
        priceTiers: [],
        available: next() < 0.16 ? 0 : 1 + Math.floor(next() * 500),
        i18n: next() < 0.8 ? { bn } : {},
      },
      `${slugify(name)}-${index + 1}`,
      Timestamp.fromMillis(start + Math.floor(next() * 600 * 86_400_000)),
    );
    return { id: `bench-search-${index + 1}`, doc };
  });
}

/** The same tools as the API answers them. */
export const syntheticTools = (count: number, seed?: number): Tool[] => syntheticToolDocuments(count, seed).map(({ id, doc }) => toTool(id, doc));
