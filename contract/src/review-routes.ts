import { defineRoute as route } from './api-route';

const review = () => import('./review');

/** Reviews: read by anyone, written by customers (their moderation is ./review-moderation-routes.ts). */
export const reviewRoutes = {
  listReviews: route({
    method: 'GET',
    path: '/review',
    access: 'public',
    status: 200,
    cache: 'public',
    errors: [],
    schemas: async () => {
      const { ReviewListQuery, ReviewPage } = await review();
      return { query: ReviewListQuery, response: ReviewPage };
    },
  }),
  postReview: route({
    method: 'POST',
    path: '/review',
    access: 'signed-in',
    status: 201,
    errors: ['email-not-verified', 'not-found'],
    schemas: async () => {
      const { ReviewInput, Review } = await review();
      return { body: ReviewInput, response: Review };
    },
  }),
} as const;
