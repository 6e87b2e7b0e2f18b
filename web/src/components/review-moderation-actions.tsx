import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ModeratedReview } from '@store/contract/review';
import { errorMessage } from '../lib/api-client';
import { useDeleteReview } from '../lib/api/delete-review';
import { useModerateReview } from '../lib/api/moderate-review';
import { ConfirmDialog } from './confirm-dialog';
import { useFeedback } from './feedback';
import { useConfirmedAction } from './use-confirmed-action';

interface ReviewModerationActionsProps {
  /** A public list's review has no `hidden`: it is shown. */
  review: Pick<ModeratedReview, 'id' | 'name' | 'toolname'> & { hidden?: boolean };
}

/**
 * An administrator's Hide (or Show) and Delete buttons for one review, Delete after a confirmation; the lists and
 * the tool's rating totals load again after each. The Reviews page and, loaded only for administrators, the
 * product page use it (hence the default export, for lazy()).
 */
export default function ReviewModerationActions({ review }: ReviewModerationActionsProps) {
  const moderateReview = useModerateReview();
  const deleteReview = useDeleteReview();
  const { notify } = useFeedback();
  const remove = useConfirmedAction(() => deleteReview.mutateAsync(review.id), () => `The review by ${review.name} is deleted`);
  const hidden = review.hidden ?? false;
  const busy = moderateReview.isPending || deleteReview.isPending;
  const whose = `the review by ${review.name}`;

  const toggleHidden = async () => {
    try {
      await moderateReview.mutateAsync({ reviewId: review.id, hidden: !hidden });
      notify(hidden ? `The review by ${review.name} is shown again` : `The review by ${review.name} is hidden`, 'success');
    } catch (error) {
      notify(errorMessage(error), 'error');
    }
  };

  return (
    <Stack direction="row" gap={1} flexWrap="wrap">
      <Button size="small" variant="outlined" disabled={busy} onClick={() => void toggleHidden()} aria-label={`${hidden ? 'Show' : 'Hide'} ${whose}`}>
        {hidden ? 'Show' : 'Hide'}
      </Button>
      <Button size="small" color="error" disabled={busy} onClick={() => remove.ask(review)} aria-label={`Delete ${whose}`}>
        Delete
      </Button>
      <ConfirmDialog
        {...remove.dialog}
        title="Delete this review?"
        message={
          hidden
            ? `The hidden review by ${review.name} of ${review.toolname} will be deleted for good.`
            : `The review by ${review.name} of ${review.toolname} will be deleted for good, and its rating leaves the tool’s totals. To take it out of view and keep it, hide it instead.`
        }
        confirmLabel="Delete review"
      />
    </Stack>
  );
}
