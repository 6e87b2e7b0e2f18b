import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ModeratedReview } from '@store/contract/review';
import { useActionErrorText } from '../../../lib/action-error-text';
import { useDeleteReview } from '../api/delete-review';
import { useModerateReview } from '../api/moderate-review';
import { useIntl } from '../../../lib/i18n/intl';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFeedback } from '../../../components/feedback';
import { useConfirmedAction } from '../../../components/use-confirmed-action';

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
  const { formatMessage } = useIntl();
  const errorText = useActionErrorText();
  const names = { name: review.name, tool: review.toolname };
  const remove = useConfirmedAction(() => deleteReview.mutateAsync(review.id), () => formatMessage({ id: 'reviewModeration.deleted' }, names));
  const hidden = review.hidden ?? false;
  const busy = moderateReview.isPending || deleteReview.isPending;

  const toggleHidden = async () => {
    try {
      await moderateReview.mutateAsync({ reviewId: review.id, hidden: !hidden });
      notify(formatMessage({ id: hidden ? 'reviewModeration.shownAgain' : 'reviewModeration.hidden' }, names), 'success');
    } catch (error) {
      notify(errorText(error), 'error');
    }
  };

  return (
    <Stack direction="row" gap={1} flexWrap="wrap">
      <Button size="small" variant="outlined" disabled={busy} onClick={() => void toggleHidden()} aria-label={formatMessage({ id: hidden ? 'reviewModeration.showLabel' : 'reviewModeration.hideLabel' }, names)}>
        {formatMessage({ id: hidden ? 'reviewModeration.show' : 'reviewModeration.hide' })}
      </Button>
      <Button size="small" color="error" disabled={busy} onClick={() => remove.ask(review)} aria-label={formatMessage({ id: 'reviewModeration.deleteLabel' }, names)}>
        {formatMessage({ id: 'reviewModeration.delete' })}
      </Button>
      <ConfirmDialog
        {...remove.dialog}
        title={formatMessage({ id: 'reviewModeration.deleteTitle' })}
        message={formatMessage({ id: hidden ? 'reviewModeration.deleteHiddenText' : 'reviewModeration.deleteText' }, names)}
        confirmLabel={formatMessage({ id: 'reviewModeration.confirmDelete' })}
      />
    </Stack>
  );
}
