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
import { errorMessage } from '../../lib/api-client';
import { showServerFieldErrors } from '../../lib/form-errors';
import { useSession } from '../../lib/session';
import { usePageMeta } from '../../lib/page-meta';
import { ToolPicker } from './add-review-tool-picker';
import { usePostReview } from './api/post-review';

type ReviewFormValues = z.input<typeof ReviewInput>;

const EMPTY_REVIEW: Partial<ReviewFormValues> = { toolId: '', rating: undefined, review: '' };
const FIELDS: readonly FieldPath<ReviewFormValues>[] = ['toolId', 'rating', 'review'];

export const REVIEW_ADDED = 'Review added successfully!!!';
export const REVIEW_REPLACED = `${REVIEW_ADDED} It replaces your earlier review of this tool.`;

export default function AddReviewPage() {
  usePageMeta({ title: 'Add a review' });
  const { user } = useSession();
  const { notify } = useFeedback();
  const postReview = usePostReview();
  const [serverError, setServerError] = useState<string | null>(null);
  // A new key gives the tool picker a fresh, empty search after a review is sent.
  const [formRound, setFormRound] = useState(0);
  const form = useForm<ReviewFormValues, unknown, ReviewInput>({ resolver: zodResolver(ReviewInput), defaultValues: EMPTY_REVIEW });
  const { control, register } = form;
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setServerError(null);
    try {
      const { replaced } = await postReview.mutateAsync(input);
      notify(replaced ? REVIEW_REPLACED : REVIEW_ADDED, 'success');
      form.reset(EMPTY_REVIEW);
      setFormRound((round) => round + 1);
    } catch (error) {
      showServerFieldErrors(error, FIELDS, form.setError);
      setServerError(errorMessage(error));
    }
  });

  const displayName = user?.displayName?.trim() ?? '';
  const unverified = user !== null && !user.emailVerified;

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Add a review
      </Typography>
      {unverified && (
        <Stack sx={{ mb: 2, maxWidth: 640 }}>
          <VerifyEmailNotice user={user} purpose="review" />
        </Stack>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          You have one review per tool: reviewing a tool again replaces your earlier review of it.
        </Typography>
        <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} aria-label="Add a review">
          <TextField
            margin="none"
            label="Name"
            value={displayName}
            slotProps={{ input: { readOnly: true } }}
            helperText={
              displayName ? (
                'Reviews show the name from your profile.'
              ) : (
                <>
                  Your profile has no name yet; set one in <RouterLink to="/dashboard/myprofile">My Profile</RouterLink>.
                </>
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
                error={fieldState.error && (field.value ? fieldState.error.message : 'tool is required')}
              />
            )}
          />
          <Controller
            name="rating"
            control={control}
            render={({ field, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)} required>
                <FormLabel id="review-rating-label">Rating</FormLabel>
                <Rating
                  name="rating"
                  value={typeof field.value === 'number' ? field.value : null}
                  precision={1}
                  onChange={(_event, value) => field.onChange(value ?? undefined)}
                  onBlur={field.onBlur}
                  aria-labelledby="review-rating-label"
                  ref={field.ref}
                  size="large"
                />
                {fieldState.error && (
                  <FormHelperText>
                    {field.value === undefined ? 'rating is required' : fieldState.error.message}
                  </FormHelperText>
                )}
              </FormControl>
            )}
          />
          <TextField
            margin="none"
            label="Review"
            required
            multiline
            minRows={4}
            {...register('review')}
            error={Boolean(errors.review)}
            helperText={errors.review?.message ?? `Up to ${REVIEW_MAX} characters.`}
            slotProps={{ htmlInput: { maxLength: REVIEW_MAX } }}
          />
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <div>
            <Button type="submit" variant="contained" disabled={isSubmitting || unverified}>
              {isSubmitting ? 'Sending…' : 'Add review'}
            </Button>
          </div>
        </Stack>
      </Paper>
    </>
  );
}
