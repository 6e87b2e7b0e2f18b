import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REVIEW_MAX, ReviewInput } from '@store/contract/review';
import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import type { z } from 'zod';
import { useFeedback } from '../../components/feedback';
import { VerifyEmailNotice } from '../../components/verify-email-notice';
import { useActionErrorText } from '../../lib/action-error-text';
import { showServerFieldErrors, useFieldErrorText, type FieldMessages, requiredTextMessages } from '../../lib/form-errors';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { useSession } from '../../lib/session';
import { usePageMeta } from '../../lib/page-meta';
import { ToolPicker } from './add-review-tool-picker';
import { usePostReview } from './api/post-review';

type ReviewFormValues = z.input<typeof ReviewInput>;

const EMPTY_REVIEW: Partial<ReviewFormValues> = { toolId: '', rating: undefined, review: '' };
const FIELDS: readonly FieldPath<ReviewFormValues>[] = ['toolId', 'rating', 'review'];

// What the contract's problems with each field are called on a page in another language than English.
const TOOL_ERRORS: FieldMessages = { other: 'reviews.toolRequired' };
const RATING_ERRORS: FieldMessages = { other: 'reviews.ratingRange' };
const REVIEW_ERRORS: FieldMessages = requiredTextMessages('reviews.reviewRequired', 'reviews.reviewTooLong', 'reviews.reviewBadCharacters');

export default function AddReviewPage() {
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'reviews.title' }) });
  const { user } = useSession();
  const { notify } = useFeedback();
  const postReview = usePostReview();
  const [serverError, setServerError] = useState<string | null>(null);
  const errorText = useActionErrorText();
  const fieldErrorText = useFieldErrorText();
  // A new key gives the tool picker a fresh, empty search after a review is sent.
  const [formRound, setFormRound] = useState(0);
  const form = useForm<ReviewFormValues, unknown, ReviewInput>({ resolver: zodResolver(ReviewInput), defaultValues: EMPTY_REVIEW });
  const { control, register } = form;
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setServerError(null);
    try {
      const { replaced } = await postReview.mutateAsync(input);
      notify(formatMessage({ id: replaced ? 'reviews.replaced' : 'reviews.added' }), 'success');
      form.reset(EMPTY_REVIEW);
      setFormRound((round) => round + 1);
    } catch (error) {
      showServerFieldErrors(error, FIELDS, form.setError);
      setServerError(errorText(error));
    }
  });

  const displayName = user?.displayName?.trim() ?? '';
  const unverified = user !== null && !user.emailVerified;

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="reviews.title" />
      </Typography>
      {unverified && (
        <Stack sx={{ mb: 2, maxWidth: 640 }}>
          <VerifyEmailNotice user={user} purpose="review" />
        </Stack>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          <FormattedMessage id="reviews.onePerTool" />
        </Typography>
        <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} aria-label={formatMessage({ id: 'reviews.title' })}>
          <TextField
            margin="none"
            label={formatMessage({ id: 'reviews.name' })}
            value={displayName}
            slotProps={{ input: { readOnly: true } }}
            helperText={
              displayName ? (
                formatMessage({ id: 'reviews.nameHint' })
              ) : (
                <FormattedMessage
                  id="reviews.noName"
                  values={{ link: (chunks) => <RouterLink to="/dashboard/myprofile">{chunks}</RouterLink> }}
                />
              )
            }
          />
          <Controller
            name="toolId"
            control={control}
            render={({ field, fieldState }) => (
              <ToolPicker
                key={formRound}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error && (field.value ? fieldErrorText(fieldState.error, TOOL_ERRORS) : formatMessage({ id: 'reviews.toolRequired' }))}
              />
            )}
          />
          <Controller
            name="rating"
            control={control}
            render={({ field, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)} required>
                <FormLabel id="review-rating-label">
                  <FormattedMessage id="reviews.rating" />
                </FormLabel>
                <Rating
                  name="rating"
                  value={typeof field.value === 'number' ? field.value : null}
                  precision={1}
                  onChange={(_event, value) => field.onChange(value ?? undefined)}
                  onBlur={field.onBlur}
                  aria-labelledby="review-rating-label"
                  getLabelText={(stars) => formatMessage({ id: 'reviews.stars' }, { stars })}
                  emptyLabelText={formatMessage({ id: 'reviews.noStars' })}
                  ref={field.ref}
                  size="large"
                />
                {fieldState.error && (
                  <FormHelperText>
                    {field.value === undefined ? formatMessage({ id: 'reviews.ratingRequired' }) : fieldErrorText(fieldState.error, RATING_ERRORS)}
                  </FormHelperText>
                )}
              </FormControl>
            )}
          />
          <TextField
            margin="none"
            label={formatMessage({ id: 'reviews.review' })}
            required
            multiline
            minRows={4}
            {...register('review')}
            error={Boolean(errors.review)}
            helperText={fieldErrorText(errors.review, REVIEW_ERRORS, { max: REVIEW_MAX }) ?? formatMessage({ id: 'reviews.reviewHint' }, { max: REVIEW_MAX })}
            slotProps={{ htmlInput: { maxLength: REVIEW_MAX } }}
          />
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <div>
            <Button type="submit" variant="contained" disabled={isSubmitting || unverified}>
              <FormattedMessage id={isSubmitting ? 'reviews.sending' : 'reviews.send'} />
            </Button>
          </div>
        </Stack>
      </Paper>
    </>
  );
}
