import type { ReactNode } from 'react';
import { useErrorText } from '../lib/api-client';
import { ErrorState } from './load-state';

interface QueryStateProps<Data> {
  /** A query's data (undefined until it comes), its error and a way to ask again. */
  query: { data: Data | undefined; error: unknown; refetch: () => unknown };
  /** Shows the failure; by default when the query failed with nothing to show (a paged list says so itself). */
  failed?: boolean;
  /** What could not be loaded, said before the error's own message ("Could not load the tools."). */
  failure?: string;
  /** Stands in for the data while it loads. */
  loading: ReactNode;
  isEmpty: (data: Data) => boolean;
  /** What an empty result shows. */
  empty: ReactNode;
  children: (data: Data) => ReactNode;
}

/** What a list or page shows of its query: the failure with Retry, the loading stand-in, the empty state, or the data. */
export function QueryState<Data>({ query, failed, failure, loading, isEmpty, empty, children }: QueryStateProps<Data>) {
  const { data, error, refetch } = query;
  const errorText = useErrorText();
  if (failed ?? (data === undefined && Boolean(error))) {
    const message = failure ? `${failure} ${errorText(error)}` : errorText(error);
    return <ErrorState message={message} onRetry={() => void refetch()} />;
  }
  if (data === undefined) return loading;
  return isEmpty(data) ? empty : children(data);
}
