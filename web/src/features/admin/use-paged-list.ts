import { useState } from 'react';
import { useAsync } from '../../lib/use-async';

export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
  /** How many items there are in all, when the API says. */
  total?: number;
}

type LoadPage<T> = (cursor: string | undefined, signal: AbortSignal) => Promise<ListPage<T>>;

/**
 * A cursor-paged list with "Load more". The first page loads when deps change; reload() starts
 * again from the first page (after a change the list is read afresh rather than patched).
 */
export function usePagedList<T>(loadPage: LoadPage<T>, deps: unknown[]) {
  const first = useAsync((signal) => loadPage(undefined, signal), deps);
  // Pages fetched by "Load more" belong to the first page they followed; a reload drops them.
  const [more, setMore] = useState<{ after?: ListPage<T>; pages: ListPage<T>[] }>({ pages: [] });
  const [moreState, setMoreState] = useState<{ loading: boolean; error: unknown }>({ loading: false, error: undefined });

  const extraPages = first.data && more.after === first.data ? more.pages : [];
  const lastPage = extraPages.at(-1) ?? first.data;

  const loadMore = async () => {
    const cursor = lastPage?.nextCursor;
    const base = first.data;
    if (!cursor || !base || moreState.loading) return;
    setMoreState({ loading: true, error: undefined });
    try {
      const page = await loadPage(cursor, new AbortController().signal);
      setMore((previous) => ({ after: base, pages: [...(previous.after === base ? previous.pages : []), page] }));
      setMoreState({ loading: false, error: undefined });
    } catch (error) {
      setMoreState({ loading: false, error });
    }
  };

  return {
    items: first.data ? [...first.data.items, ...extraPages.flatMap((page) => page.items)] : undefined,
    total: first.data?.total,
    /** True while the first page loads or reloads (items keep their last value meanwhile). */
    loading: first.loading,
    error: first.error,
    reload: first.reload,
    hasMore: Boolean(lastPage?.nextCursor),
    loadMore,
    loadingMore: moreState.loading,
    loadMoreError: moreState.error,
  };
}
