import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ModeratedReview } from '@store/contract/review';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/load-state';
import { QueryState } from '../../../components/query-state';
import { useOrderDate } from '../../../domains/orders/order-display';
import { PagedListFooter } from '../../../components/paged-list-footer';
import { pagedListState } from '../../../lib/cursor-paging';
import { withMessages } from '../../../lib/i18n/catalog';
import { FormattedMessage, useIntl } from '../../../lib/i18n/intl';
import { usePageMeta } from '../../../lib/page-meta';
import { toolPagePath } from '../../../domains/tools/tool-path';
import { ActiveFilter, docIdParam } from '../active-filter';
import { AdminPageHeading } from '../page-heading';
import { useAllReviews } from './api/all-reviews';

// Shared with the product page, where only administrators see it: a module of its own, with its messages.
const ReviewModerationActions = lazy(withMessages('on-demand', () => import('../../../domains/reviews/on-demand/review-moderation-actions')));

/** The tool filter's query parameter: /dashboard/reviews?tool=<tool id>. */
const TOOL_PARAM = 'tool';

/**
 * The administrators' Reviews page: the newest reviews, hidden ones too and marked, each with Hide or Show and
 * Delete; "Only this tool" narrows the list to one tool's reviews, kept in the address.
 */
export default function ReviewsPage() {
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'adminReviews.title' }) });
  const [params, setParams] = useSearchParams();
  const toolId = docIdParam(params.get(TOOL_PARAM));
  const reviews = useAllReviews(toolId);
  const { failed, reloading } = pagedListState(reviews);
  const showTool = (id: string | undefined) => setParams(id ? { [TOOL_PARAM]: id } : {});

  const content = (
    <QueryState
      query={reviews}
      failed={failed}
      loading={
        <Stack role="progressbar" aria-label={formatMessage({ id: 'adminReviews.loading' })} spacing={2}>
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      }
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState message={formatMessage({ id: toolId ? 'adminReviews.noneOfTool' : 'adminReviews.none' })} />}
    >
      {(list) => (
        <Stack component="ul" spacing={2} aria-label={formatMessage({ id: 'adminReviews.title' })} aria-busy={reloading} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.map((review) => (
            <li key={review.id}>
              <ModeratedReviewCard review={review} onOnlyTool={toolId ? undefined : () => showTool(review.toolId)} />
            </li>
          ))}
        </Stack>
      )}
    </QueryState>
  );

  return (
    <>
      <AdminPageHeading title={formatMessage({ id: 'adminReviews.title' })} />
      {toolId && (
        <ActiveFilter
          // Every review listed is of that tool, so any of them names it.
          label={
            reviews.data?.[0]
              ? formatMessage({ id: 'adminReviews.onlyTool' }, { tool: reviews.data[0].toolname })
              : formatMessage({ id: 'adminReviews.onlyToolId' }, { id: toolId })
          }
          clearLabel={formatMessage({ id: 'adminReviews.allTools' })}
          onClear={() => showTool(undefined)}
        />
      )}
      {reloading && reviews.data && <LinearProgress aria-label={formatMessage({ id: 'adminReviews.reloading' })} sx={{ mb: 1 }} />}
      {content}
      <PagedListFooter list={reviews} />
    </>
  );
}

/**
 * A review as an administrator sees it: who, which tool, when, the rating and text, whether hidden, and what to do.
 * MUI's Rating and Chip rather than the storefront's RatingStars and Tag: a page outside the storefront that
 * imported those would split them from the chunks Home and the product page load, making both heavier.
 */
function ModeratedReviewCard({ review, onOnlyTool }: { review: ModeratedReview; onOnlyTool?: () => void }) {
  const formatOrderDate = useOrderDate();
  const { formatMessage } = useIntl();
  const headingId = `review-${review.id}`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={[{ p: { xs: 2, sm: 2.5 } }, review.hidden && { bgcolor: 'action.hover', borderStyle: 'dashed' }]}
    >
      <Stack direction="row" justifyContent="space-between" alignItems="flex-start" gap={1} flexWrap="wrap">
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
            {review.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={toolPagePath(review.toolId)} underline="always">
              {review.toolname}
            </Link>
            {' · '}
            {formatOrderDate(review.createdAt)}
          </Typography>
        </Box>
        {review.hidden && <Chip size="small" icon={<VisibilityOffOutlined />} label={formatMessage({ id: 'adminReviews.hidden' })} />}
      </Stack>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, my: 1 }}>
        <Rating value={review.rating} readOnly size="small" getLabelText={(stars) => formatMessage({ id: 'adminReviews.stars' }, { stars })} />
        {review.verifiedPurchase && (
          <Chip size="small" color="success" variant="outlined" icon={<VerifiedOutlined />} label={formatMessage({ id: 'reviewCard.verified' })} />
        )}
      </Box>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.review}</Typography>
      <Stack direction="row" gap={1} flexWrap="wrap" sx={{ mt: 1.5 }}>
        <Suspense fallback={null}>
          <ReviewModerationActions review={review} />
        </Suspense>
        {onOnlyTool && (
          <Button size="small" onClick={onOnlyTool} aria-label={formatMessage({ id: 'adminReviews.onlyThisToolOf' }, { tool: review.toolname })}>
            <FormattedMessage id="adminReviews.onlyThisTool" />
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
