import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { errorMessage } from '../../lib/api-client';

interface PagedListFooterProps {
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreError: unknown;
  onLoadMore: () => void;
}

export function PagedListFooter({ hasMore, loadingMore, loadMoreError, onLoadMore }: PagedListFooterProps) {
  if (!hasMore && !loadMoreError) return null;
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      {Boolean(loadMoreError) && <Alert severity="error">{errorMessage(loadMoreError)}</Alert>}
      {hasMore && (
        <Button variant="outlined" onClick={onLoadMore} disabled={loadingMore}>
          {loadingMore ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </Box>
  );
}
