import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-client';

/** A failed load: what went wrong and a Retry button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Box
      role="alert"
      sx={{ my: 2, px: 2, py: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, borderRadius: 1, bgcolor: (theme) => alpha(theme.palette.error.main, 0.08), color: 'error.dark' }}
    >
      <ErrorOutline sx={{ color: 'error.main' }} aria-hidden />
      <Typography sx={{ flex: 1 }}>{message}</Typography>
      {onRetry && (
        <Button color="inherit" size="small" variant="outlined" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Box>
  );
}

/** A list with nothing in it, and what the user can do about it. */
export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Box
      sx={{
        my: 3,
        py: 5,
        px: 2,
        textAlign: 'center',
        border: 1,
        borderColor: 'divider',
        borderStyle: 'dashed',
        borderRadius: 2,
      }}
    >
      <Typography color="text.secondary" sx={{ mb: action ? 2 : 0 }}>
        {message}
      </Typography>
      {action}
    </Box>
  );
}

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
  if (failed ?? (data === undefined && Boolean(error))) {
    const message = failure ? `${failure} ${errorMessage(error)}` : errorMessage(error);
    return <ErrorState message={message} onRetry={() => void refetch()} />;
  }
  if (data === undefined) return loading;
  return isEmpty(data) ? empty : children(data);
}
