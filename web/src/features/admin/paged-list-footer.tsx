import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { errorMessage } from '../../lib/api-client';

/** The "Load more" state of a list from usePagedList. */
interface PagedList {
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreError: unknown;
  loadMore: () => void;
}

/** Under a paged list: "Load more" while there is more, and why the last attempt failed. */
export function PagedListFooter({ list: { hasMore, loadingMore, loadMoreError, loadMore } }: { list: PagedList }) {
  if (!hasMore && !loadMoreError) return null;
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      {Boolean(loadMoreError) && <Alert severity="error">{errorMessage(loadMoreError)}</Alert>}
      {hasMore && (
        <Button variant="outlined" onClick={loadMore} disabled={loadingMore}>
          {loadingMore ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </Box>
  );
}
