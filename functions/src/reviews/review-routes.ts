import { Router } from 'express';
import { REVIEWER_FALLBACK_NAME, REVIEWER_NAME_MAX } from '@store/contract/review';
import { api } from '@store/contract/routes';
import { auth } from '../firebase';
import { ApiError } from '../http/api-error';
import { serve } from '../http/serve';
import { publicDisplayName } from '../http/display-name';
import { addReview, deleteReview, listAllReviews, listReviews, moderateReview } from './review-store';

export const reviewRoutes = Router();

serve(reviewRoutes, api.listReviews, ({ query }) => listReviews(query));

serve(reviewRoutes, api.postReview, async ({ caller, body }, res) => {
  const profile = await auth.getUser(caller.uid);
  // Throw-away accounts do not get to rate tools.
  if (!profile.emailVerified) throw new ApiError('email-not-verified', 'Verify your email address before reviewing');
  // The reviewer's name is their profile's display name, never something the body says, and never their email.
  const name = publicDisplayName(profile.displayName, REVIEWER_NAME_MAX, REVIEWER_FALLBACK_NAME);
  const { review, replaced } = await addReview({ uid: caller.uid, name }, body);
  if (replaced) res.status(200);
  return review;
});

serve(reviewRoutes, api.listAllReviews, ({ query }) => listAllReviews(query));

serve(reviewRoutes, api.moderateReview, ({ caller, params, body }) => moderateReview(caller, params.id, body.hidden));

serve(reviewRoutes, api.deleteReview, ({ caller, params }) => deleteReview(caller, params.id));
