import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useErrorText } from '../lib/api-client';
import { FormattedMessage } from '../lib/i18n/intl';

/** The "Load more" state of a list read with useInfiniteQuery. */
type PagedList = Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'error' | 'fetchNextPage'>;

/** Under a paged list: "Load more" while there is more, and why the last attempt failed. */
export function PagedListFooter({ list }: { list: PagedList }) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, error, fetchNextPage } = list;
  const errorText = useErrorText();
  if (!hasNextPage && !isFetchNextPageError) return null;
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      {isFetchNextPageError && <Alert severity="error">{errorText(error)}</Alert>}
      {hasNextPage && (
        <Button variant="outlined" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          <FormattedMessage id={isFetchingNextPage ? 'pagedList.loading' : 'pagedList.more'} />
        </Button>
      )}
    </Box>
  );
}
