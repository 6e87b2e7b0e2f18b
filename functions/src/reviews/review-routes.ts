import { Router } from 'express';
import { REVIEWER_FALLBACK_NAME, REVIEWER_NAME_MAX, ReviewInput, ReviewListQuery } from '@store/contract/review';
import { auth } from '../firebase';
import { ApiError } from '../http/api-error';
import { authenticate } from '../http/auth';
import { cachePublic } from '../http/cache';
import { parse } from '../http/validate';
import { boundedDisplayName } from '../users/display-name';
import { addReview, listReviews } from './review-store';

export const reviewRoutes = Router();

reviewRoutes.get('/review', async (req, res) => {
  const query = parse(ReviewListQuery, req.query, 'query');
  cachePublic(res).json(await listReviews(query));
});

reviewRoutes.post('/review', async (req, res) => {
  const caller = await authenticate(req);
  const input = parse(ReviewInput, req.body, 'body');
  const profile = await auth.getUser(caller.uid);
  // Throw-away accounts do not get to rate tools.
  if (!profile.emailVerified) throw new ApiError('email-not-verified', 'Verify your email address before reviewing');
  // The reviewer's name is their profile's display name, never something the body says, and never their email.
  const name = boundedDisplayName(profile.displayName, REVIEWER_NAME_MAX) || REVIEWER_FALLBACK_NAME;
  const { review, replaced } = await addReview({ uid: caller.uid, name }, input);
  res.status(replaced ? 200 : 201).json(review);
});
