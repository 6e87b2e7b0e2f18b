import { Timestamp } from 'firebase-admin/firestore';
import { STORE_CURRENCY } from '@store/contract/constants';
import { z } from '@store/contract/zod';
import {
  PowerSource,
  PriceTier,
  RATING_STARS,
  searchPrefixes,
  Tool,
  ToolCategory,
  ToolDetail,
  ToolI18n,
  ToolSpecs,
  type RatingHistogram,
  type ToolInput,
} from '@store/contract/tool';
import { StoredTime } from '../stored-time';

/**
 * A tools/{id} document: the Tool fields plus what the catalog queries filter on. The fields release 2 added
 * are optional here because documents written by release 1 lack them; toTool reads those with the defaults
 * docs/api.md gives (Tool fields of release 2), and every document written since carries them all.
 */
export const ToolDocument = Tool.pick({
  name: true,
  slug: true,
  description: true,
  picture: true,
  price: true,
  minimum: true,
  available: true,
  ratingCount: true,
  ratingSum: true,
}).extend({
  nameLower: z.string(),
  sku: z.string().optional(),
  category: ToolCategory.nullable().optional(),
  powerSource: PowerSource.nullable().optional(),
  specs: ToolSpecs.optional(),
  pictures: z.array(z.string()).optional(),
  priceTiers: z.array(PriceTier).optional(),
  i18n: ToolI18n.optional(),
  /** Reviews per star, changed in the same batch as ratingCount and ratingSum. */
  ratingCounts: ToolDetail.shape.ratingHistogram.optional(),
  /** available > 0, kept so "in stock" is an equality filter that combines with any sort. */
  inStock: z.boolean(),
  /** Word-start prefixes of the lowercased name, for search. */
  searchPrefixes: z.array(z.string()),
  createdAt: StoredTime,
  updatedAt: StoredTime,
});
export type ToolDocument = z.infer<typeof ToolDocument>;

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
    i18n: input.i18n ?? {},
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
    currency: STORE_CURRENCY,
    i18n: doc.i18n ?? {},
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
