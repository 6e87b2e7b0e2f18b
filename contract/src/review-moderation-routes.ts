import { defineRoute as route } from './api-route';

const review = () => import('./review');
const common = () => import('./common');

/**
 * Reviews as administrators moderate them. A section apart from ./review-routes.ts, whose public calls the
 * storefront's pages load first: these stay in the chunks of the pages that moderate.
 */
export const reviewModerationRoutes = {
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
