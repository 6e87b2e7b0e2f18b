import { Timestamp } from 'firebase-admin/firestore';
import { searchPrefixes, type Tool, type ToolInput } from '@store/contract/tool';

/** A tools/{id} document: the Tool fields plus what the catalog queries filter on. */
export interface ToolDocument {
  name: string;
  slug: string;
  nameLower: string;
  description: string;
  picture: string;
  price: number;
  minimum: number;
  available: number;
  ratingCount: number;
  ratingSum: number;
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

export function newToolDocument(input: ToolInput, slug: string, now = Timestamp.now()): ToolDocument {
  return {
    ...input,
    slug,
    ...nameFields(input.name),
    inStock: input.available > 0,
    ratingCount: 0,
    ratingSum: 0,
    createdAt: now,
    updatedAt: now,
  };
}

export function toTool(id: string, doc: ToolDocument): Tool {
  return {
    id,
    name: doc.name,
    slug: doc.slug,
    description: doc.description,
    picture: doc.picture,
    price: doc.price,
    minimum: doc.minimum,
    available: doc.available,
    ratingCount: doc.ratingCount,
    ratingSum: doc.ratingSum,
    createdAt: doc.createdAt.toDate().toISOString(),
    updatedAt: doc.updatedAt.toDate().toISOString(),
  };
}
