import type { ToolDetail } from '@store/contract/tool';
import type { Product, WithContext } from 'schema-dts';
import type { ToolText } from '../../domains/tools/tool-labels';

/**
 * The tool as schema.org's Product: what search engines read beside the page (price, stock and rating in
 * results), in the page's language (`text`) and with the page's own address (`url`, absolute).
 */
export function productJsonLd(tool: ToolDetail, text: Pick<ToolText, 'name' | 'description'>, url: string): WithContext<Product> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: text.name,
    ...(tool.sku ? { sku: tool.sku } : {}),
    image: tool.pictures.map((picture) => new URL(picture, url).href),
    description: text.description,
    url,
    offers: {
      '@type': 'Offer',
      price: tool.price,
      priceCurrency: tool.currency,
      availability: tool.available > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    },
    ...(tool.ratingCount > 0 && tool.ratingAverage !== null
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: tool.ratingAverage, reviewCount: tool.ratingCount } }
      : {}),
  };
}

/** The meta description: the tool's description, cut at a word to about 160 characters. */
const DESCRIPTION_MAX = 160;
export function metaDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
