import type { PrefetchPage } from '../../lib/query-client';
import { productToolQuery } from './api/product-tool';
import { relatedToolsQuery } from './api/related-tools';
import { toolReviewsQuery } from './api/tool-reviews';
import { slugOf } from './product-path';

/** Loads the tool of the address, its first reviews and the related tools into the cache. */
export const prefetchProduct: PrefetchPage = async (queryClient, url) => {
  const slug = slugOf(url.pathname);
  if (!slug) return;
  const tool = await queryClient.fetchQuery(productToolQuery(slug)).catch(() => null);
  if (!tool) return;
  await Promise.all([
    queryClient.prefetchInfiniteQuery(toolReviewsQuery(tool.id)),
    tool.category ? queryClient.prefetchQuery(relatedToolsQuery(tool.category)) : undefined,
  ]);
};
