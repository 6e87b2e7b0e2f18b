import type { Response } from 'express';

/**
 * Public catalog answers: the Hosting CDN may keep them a minute (s-maxage), browsers always ask again
 * (max-age=0) so a shopper never sees yesterday's stock or an admin's deleted tool from their own cache.
 */
export const cachePublic = (res: Response) => res.set('Cache-Control', 'public, max-age=0, s-maxage=60');

/** Anything about a signed-in user. Also the default for every answer. */
export const cachePrivate = (res: Response) => res.set('Cache-Control', 'private, no-store');
