import { Router } from 'express';
import { ReviewInput, ReviewListQuery } from '@store/contract/review';
import { auth } from '../firebase';
import { authenticate } from '../http/auth';
import { cachePublic } from '../http/cache';
import { parse } from '../http/validate';
import { addReview, listReviews } from './review-store';

export const reviewRoutes = Router();

reviewRoutes.get('/review', async (req, res) => {
  const query = parse(ReviewListQuery, req.query, 'query');
  cachePublic(res).json(await listReviews(query));
});

reviewRoutes.post('/review', async (req, res) => {
  const caller = await authenticate(req);
  const input = parse(ReviewInput, req.body, 'body');
  // The reviewer's name is their profile's display name, never something the body says.
  const profile = await auth.getUser(caller.uid);
  const name = profile.displayName?.trim() || caller.email.split('@')[0] || 'Customer';
  const review = await addReview({ uid: caller.uid, name }, input);
  res.status(201).json(review);
});
