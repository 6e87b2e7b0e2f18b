import { defineRoute as route } from './api-route';

const review = () => import('./review');
const common = () => import('./common');

/** Reviews: read by anyone, written by customers, moderated by administrators. */
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
  listAllReviews: route({
    method: 'GET',
    path: '/review/all',
    access: 'admin',
    status: 200,
    errors: [],
    schemas: async () => {
      const { ModerationListQuery, ModeratedReviewPage } = await review();
      return { query: ModerationListQuery, response: ModeratedReviewPage };
    },
  }),
  moderateReview: route({
    method: 'PATCH',
    path: '/review/:id',
    access: 'admin',
    status: 200,
    errors: ['not-found'],
    schemas: async () => {
      const [{ ReviewModeration, ModeratedReview }, { DocPath }] = await Promise.all([review(), common()]);
      return { params: DocPath, body: ReviewModeration, response: ModeratedReview };
    },
  }),
  deleteReview: route({
    method: 'DELETE',
    path: '/review/:id',
    access: 'admin',
    status: 204,
    errors: ['not-found'],
    schemas: async () => ({ params: (await common()).DocPath }),
  }),
} as const;
