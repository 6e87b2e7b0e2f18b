import { Timestamp } from 'firebase-admin/firestore';
import {
  RATING_STARS,
  searchPrefixes,
  type PowerSource,
  type PriceTier,
  type RatingHistogram,
  type Tool,
  type ToolCategory,
  type ToolDetail,
  type ToolInput,
  type ToolSpecs,
} from '@store/contract/tool';

/**
 * A tools/{id} document: the Tool fields plus what the catalog queries filter on. The fields release 2 added
 * are optional here because documents written by release 1 lack them; toTool reads those with the defaults
 * README.md gives, and every document written since carries them all.
 */
export interface ToolDocument {
  name: string;
  slug: string;
  nameLower: string;
  sku?: string;
  category?: ToolCategory | null;
  powerSource?: PowerSource | null;
  specs?: ToolSpecs;
  description: string;
  picture: string;
  pictures?: string[];
  price: number;
  priceTiers?: PriceTier[];
  minimum: number;
  available: number;
  ratingCount: number;
  ratingSum: number;
  /** Reviews per star, changed in the same batch as ratingCount and ratingSum. */
  ratingCounts?: RatingHistogram;
  /** available > 0, kept so "in stock" is an equality filter that combines with any sort. */
  inStock: boolean;
  /** Word-start prefixes of the lowercased name, for search. */
  searchPrefixes: string[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Fields derived from the name. */
export const nameFields = (name: string) => ({
  nameLower: name.toLowerCase(),
  searchPrefixes: searchPrefixes(name),
});

export const noRatings = (): RatingHistogram => Object.fromEntries(RATING_STARS.map((star) => [star, 0])) as RatingHistogram;

/** A new tool's document; the API has made its slug and sku unique. */
export function newToolDocument(input: ToolInput & { sku: string }, slug: string, now = Timestamp.now()): ToolDocument {
  return {
    name: input.name,
    slug,
    ...nameFields(input.name),
    sku: input.sku,
    category: input.category ?? null,
    powerSource: input.powerSource ?? null,
    specs: input.specs ?? {},
    description: input.description,
    picture: input.picture,
    pictures: input.pictures,
    price: input.price,
    priceTiers: input.priceTiers ?? [],
    minimum: input.minimum,
    available: input.available,
    inStock: input.available > 0,
    ratingCount: 0,
    ratingSum: 0,
    ratingCounts: noRatings(),
    createdAt: now,
    updatedAt: now,
  };
}

/** The average rating to one decimal, or null when there is nothing to average. */
export const ratingAverage = (count: number, sum: number) => (count > 0 ? Math.round((sum / count) * 10) / 10 : null);

export function toTool(id: string, doc: ToolDocument): Tool {
  return {
    id,
    name: doc.name,
    slug: doc.slug,
    sku: doc.sku ?? null,
    category: doc.category ?? null,
    powerSource: doc.powerSource ?? null,
    specs: doc.specs ?? {},
    description: doc.description,
    picture: doc.picture,
    pictures: doc.pictures ?? [doc.picture],
    price: doc.price,
    priceTiers: doc.priceTiers ?? [],
    minimum: doc.minimum,
    available: doc.available,
    ratingCount: doc.ratingCount,
    ratingSum: doc.ratingSum,
    ratingAverage: ratingAverage(doc.ratingCount, doc.ratingSum),
    createdAt: doc.createdAt.toDate().toISOString(),
    updatedAt: doc.updatedAt.toDate().toISOString(),
  };
}

export const toToolDetail = (id: string, doc: ToolDocument, ratingHistogram: RatingHistogram): ToolDetail => ({
  ...toTool(id, doc),
  ratingHistogram,
});
